// lint-as: src/server/db/planted.ts
// expect: db must not import domain
import { AppError } from '~/server/domain/errors';

export { AppError };
