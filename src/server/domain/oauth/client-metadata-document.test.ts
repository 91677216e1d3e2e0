// The rules a client ID metadata document's URL and content must meet before this server treats it as a client.
import { describe, expect, it } from 'vitest';
import { ClientMetadataRefused, clientFromDocument, clientIdUrlRefusal } from './client-metadata-document';

const URL_ID = 'https://app.example/oauth/client.json';
const doc = (extra: Record<string, unknown> = {}) => ({
  client_id: URL_ID,
  client_name: 'Contoh Asisten',
  redirect_uris: ['https://app.example/callback', 'http://127.0.0.1:8765/cb'],
  ...extra,
});

describe('clientIdUrlRefusal', () => {
  it('takes an https URL with a path, in normal form', () => {
    expect(clientIdUrlRefusal(URL_ID, false)).toBeNull();
    expect(clientIdUrlRefusal('https://app.example:8443/c?v=1', false)).toBeNull();
  });

  it('refuses http (unless allowed for tests), no path, a fragment, credentials, dot segments, odd spelling', () => {
    expect(clientIdUrlRefusal('http://app.example/c.json', false)).toBe('client_id URL must be https');
    expect(clientIdUrlRefusal('http://127.0.0.1:9/c.json', true)).toBeNull();
    expect(clientIdUrlRefusal('https://app.example', false)).toBe('client_id URL must have a path');
    expect(clientIdUrlRefusal('https://app.example/', false)).toBe('client_id URL must have a path');
    expect(clientIdUrlRefusal('https://app.example/c#x', false)).toBe('client_id URL must not have a fragment');
    expect(clientIdUrlRefusal('https://u:p@app.example/c', false)).toBe('client_id URL must not carry credentials');
    for (const odd of ['https://app.example/a/../c.json', 'https://App.Example/c.json', 'HTTPS://app.example/c'])
      expect(clientIdUrlRefusal(odd, false), odd).toMatch(/^client_id URL must be in normal form/);
    expect(clientIdUrlRefusal('ftp://app.example/c', true)).toBe('client_id URL must be https');
    expect(clientIdUrlRefusal(`https://app.example/${'a'.repeat(1100)}`, false)).toMatch(/longer than 1024/);
  });
});

describe('clientFromDocument', () => {
  it('keeps a public client with the redirect URIs of its document, whatever grants it lists', () => {
    expect(clientFromDocument(URL_ID, doc({ grant_types: ['implicit'], token_endpoint_auth_method: 'none' }))).toEqual({
      client_id: URL_ID,
      client_id_issued_at: expect.any(Number),
      client_name: 'Contoh Asisten',
      redirect_uris: ['https://app.example/callback', 'http://127.0.0.1:8765/cb'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    });
  });

  it('refuses a document for another client_id, with a secret or a secret-based method, or bad redirect URIs', () => {
    const refused = (document: unknown) => {
      try {
        clientFromDocument(URL_ID, document);
      } catch (e) {
        expect(e).toBeInstanceOf(ClientMetadataRefused);
        return (e as Error).message;
      }
      return null;
    };
    expect(refused([doc()])).toBe('the client metadata document is not a JSON object');
    expect(refused(doc({ client_id: 'https://app.example/oauth/client.json/' }))).toMatch(/another client_id/);
    expect(refused(doc({ client_id: 'https://evil.example/oauth/client.json' }))).toMatch(/another client_id/);
    expect(refused(doc({ client_name: '  ' }))).toBe('client_name is required in a client metadata document');
    expect(refused(doc({ client_secret: 's' }))).toBe('a client metadata document must not hold a client secret');
    expect(refused(doc({ token_endpoint_auth_method: 'client_secret_basic' }))).toMatch(/needs a shared secret/);
    expect(refused(doc({ token_endpoint_auth_method: 'private_key_jwt' }))).toMatch(/must be none/);
    expect(refused(doc({ redirect_uris: [] }))).toBe('redirect_uris must be a list of 1 to 20 URLs');
    expect(refused(doc({ redirect_uris: 'https://app.example/cb' }))).toBe(
      'redirect_uris must be a list of 1 to 20 URLs',
    );
    expect(refused(doc({ redirect_uris: ['http://evil.example/cb'] }))).toMatch(/^redirect_uri must be https/);
    expect(refused(doc({ redirect_uris: ['https://app.example/cb#frag'] }))).toMatch(/must not have a fragment/);
  });
});
