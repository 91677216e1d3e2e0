// lint-as: src/server/outbound/mail/planted.ts
// expect: outbound must not import db
// expect: outbound must not import domain
import { getDb } from '~/server/db/client';
import { deliverMail } from '~/server/domain/mail/deliver-mail';

export { getDb, deliverMail };
