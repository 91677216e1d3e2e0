// lint-as: src/shared/planted.ts
// expect: shared must not import domain
// expect: shared must not import mcp
// expect: shared must not import app
import type { MemberRole } from '~/shared/member-roles';
import { AppError } from '~/server/domain/errors';
import { TOOLS } from '~/mcp/tools';
import { pickLocale } from '~/app/_i18n/locale';

export type Role = MemberRole;
export { AppError, pickLocale, TOOLS };
