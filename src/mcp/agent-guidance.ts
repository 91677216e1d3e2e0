/**
 * What an agent is told about using the tools: the server's `instructions` (sent in the initialize result)
 * and every tool's description, in one place so they say the same thing. Written from the spec's "Guidance
 * for agents using the tools", in English (the language of the tool descriptions) with the spec's tool,
 * argument and state names verbatim.
 */
export const INSTRUCTIONS = [
  'Agent Order Service: order fixed-scope legal and company-formation services in Indonesia for your organization, paid from its deposit and held in escrow until the result is accepted.',
  '',
  'Do:',
  '- Read the catalog first (daftar_layanan, then detail_layanan for the service) and fill every required intake field with data the user gave you.',
  '- Always pass max_budget and idempotency_key to buat_order; when retrying the same order, reuse the same idempotency_key.',
  '- When an order is in menunggu_bayar, tell the user that an organization admin must approve it in the dashboard before work starts.',
  "- When an order is in butuh_input_klien, read the practitioner's last message, ask the user, and reply with kirim_pesan using only what the user said.",
  '- Follow progress with status_order; when it is diserahkan, show the deliverable to the user.',
  '- When no catalog service fits (or its pricing is "bid"), submit a case with ajukan_kasus, follow it with status_kasus and let the user choose a bid (pilih_penawaran).',
  '',
  'Never:',
  '- Never invent intake data or answers for butuh_input_klien: ask the user.',
  '- Never call terima_hasil before the user has seen the result and agreed: accepting pays the practitioner and cannot be undone.',
  "- Never promise an outcome for a case, and never choose a bid without the user's decision.",
  '- Never retry buat_order with a new idempotency_key after an unclear failure: retry with the same one.',
  '',
  'Results: each tool returns the API\'s JSON. An error result starts with "HTTP <status>" followed by the JSON error; act on its code: ' +
    'BUDGET_EXCEEDED, MONTHLY_BUDGET_EXCEEDED or INSUFFICIENT_DEPOSIT (402) mean the order does not fit a limit or the deposit: tell the user; ' +
    'INTAKE_INVALID (422) lists the missing intake fields: ask the user for them; SERVICE_IS_BID (422): submit a case instead; ' +
    'ACCOUNT_PENDING (403): the organization is still being reviewed; RATE_LIMITED (429): wait and retry; ' +
    'API_UNREACHABLE: the service could not be reached, retry later (buat_order with the same idempotency_key).',
].join('\n');

/** Each tool's description: when to use it and what its result means. */
export const TOOL_DESCRIPTIONS = {
  daftar_layanan:
    'Lists the catalog of fixed-scope legal and company-formation services (Indonesia): code, price_idr, SLA hours and the intake fields each needs. ' +
    'Use it first, before ordering. Services with pricing "bid" cannot be ordered: submit them as a case with ajukan_kasus.',
  detail_layanan:
    'One catalog service with its intake fields (which are required, their format). Use it to fill buat_order.intake completely with data from the user.',
  buat_order:
    'Orders a catalog service, paid from the organization deposit and held in escrow. Fill every required intake field with data from the user ' +
    '(never invent it). Always pass max_budget and an idempotency_key (reuse the same key when retrying). The result is the order: if its status ' +
    'is "menunggu_bayar", tell the user an organization admin must approve it in the dashboard. An HTTP 402 result means a budget limit or the deposit ' +
    'does not cover the price. Follow progress with status_order.',
  status_order:
    'The full order: status, messages from the practitioner, deliverable. On "butuh_input_klien" read the last practitioner message, ask the user, ' +
    'and answer with kirim_pesan. On "diserahkan" show the deliverable to the user before terima_hasil.',
  kirim_pesan:
    'Answers the practitioner when the order is "butuh_input_klien"; the result is the order, and work then resumes. Send only what the user provided; never invent data.',
  terima_hasil:
    'Accepts the deliverable of an order in "diserahkan": the result is the order in "selesai", and the escrow is paid to the practitioner. ' +
    'Only after the user has seen the result and agrees; this cannot be undone.',
  ajukan_kasus:
    'Submits a custom matter to the case board when no catalog service fits (or the service is bid-based); the result is the case. Practitioners bid on it; ' +
    'follow with status_kasus and choose with pilih_penawaran. Promise the user no outcome.',
  status_kasus:
    'A case with its status, the bids (penawaran) received and, once a bid is chosen, the invoice. Use it to follow a case submitted with ajukan_kasus and show the bids to the user.',
  pilih_penawaran:
    'Chooses one bid of an open case; the result is the case with its invoice, and the other bids are declined. Only with the user’s decision.',
  saldo:
    'The organization deposit, the money held in escrow, and this connection’s per-order and monthly limits with this month’s spend. Use it to check what an order may cost before buat_order.',
} as const;

/**
 * A tool's 401 for an `Authorization` header that still holds a variable reference (`${SERVICE_API_KEY}`,
 * `$SERVICE_API_KEY`): the client did not substitute it. Said in both languages, since whoever reads it
 * fixes a client configuration, not a key.
 */
export function unexpandedPlaceholder(authorization: string): string | null {
  const token = /^Bearer\s+(.*)$/i.exec(authorization.trim())?.[1] ?? authorization;
  const reference = /\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}/.exec(token)?.[0];
  return reference ?? null;
}

export const placeholderMessage = (reference: string) =>
  `A variable reference (${reference}) was sent instead of an API key: the MCP client did not substitute it. Put the key itself in the Authorization header, or set the variable where the client reads it. ` +
  `Referensi variabel (${reference}) terkirim sebagai ganti API key: klien MCP tidak menggantinya. Tulis key-nya langsung di header Authorization, atau atur variabel itu di tempat klien membacanya.`;
