import express from 'express';
import type { Db } from '~/server/db/client';
import { findAccessToken } from '~/server/domain/oauth/issue-tokens';

/**
 * Token introspection (RFC 7662) for the standalone tool server, which holds no database: it asks here whether
 * the access token a client sent is live and for which resource (audience) it was issued. RFC 7662 wants the
 * caller authorized; here the caller proves it holds the token by sending it as its own bearer too, so the
 * endpoint answers only about the token in hand and cannot be used to probe others. No rate limit: the
 * standalone server asks once per MCP request, and the answer tells nothing a `/mcp` call would not.
 */
export function introspectionHandler(db: Db) {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));
  router.post('/', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = typeof req.body?.token === 'string' ? req.body.token : '';
    const bearer = /^Bearer +(\S+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1];
    if (!token || bearer !== token) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      res.status(401).json({ error: 'invalid_token', error_description: 'Send the token as the bearer as well.' });
      return;
    }
    const found = await findAccessToken(db, token);
    if (!found) {
      res.json({ active: false });
      return;
    }
    res.json({
      active: true,
      token_type: 'Bearer',
      client_id: found.clientId,
      scope: found.scopes.join(' '),
      aud: found.resource,
      exp: Math.floor(found.expiresAt.getTime() / 1000),
    });
  });
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'method_not_allowed' });
  });
  return router;
}
