// lint-as: src/server/outbound/mail/planted.ts
// expect: outbound must not import db
// expect: outbound must not import domain
import { getDb } from '~/server/db/client';
import { drainMail } from '~/server/domain/mail/drain-mail';

export { getDb, drainMail };
