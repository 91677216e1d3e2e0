#!/usr/bin/env bash
# The README's walk-through, run as written against `npm start` on a fresh embedded database (CI runs it).
# The block between the markers is the README's; src/cli/readme-walkthrough.test.ts keeps the two identical.
set -euo pipefail
cd "$(dirname "$0")/.."

# --- README walk-through ---
json() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8')).$1"; }

# An approved organization, a bank transfer credited to its deposit, an agent key, a practitioner
ORG=$(npm run -s ops -- org create --name "PT Contoh" --status approved | json id)
npm run -s ops -- deposit record --org "$ORG" --amount 10000000 --reference BCA-20260101-0001
KEY=$(npm run -s ops -- key create --org "$ORG" --name "agen-1" | json api_key)   # svc_live_<prefix>.<secret>, shown once
PRAC=$(npm run -s ops -- practitioner create --name "Rina Wijaya, S.H." --email rina@example.com \
         --services review-kontrak,pendirian-pt | json id)                    # mails Rina a claim link

# Rina claims her record (until then she gets no offers): she signs up with that address, opens the
# confirmation link and chooses her password there, then opens the claim link. In a browser that is /daftar,
# the link from the mail and one click; from the shell:
mail() { npm run -s ops -- mail list --to rina@example.com | json "messages.find(m => m.kind === '$1').links[0]"; }
JAR=$(mktemp)
curl -s -X POST localhost:3100/api/auth/sign-up/email -H "Content-Type: application/json" -H "Origin: http://localhost:3100" \
  -d '{"name": "Rina Wijaya", "email": "rina@example.com"}'
CONFIRM=$(mail verify_email)                                                   # .../konfirmasi?token=...
curl -s -c "$JAR" -X POST localhost:3100/api/auth/confirm-address -H "Content-Type: application/json" \
  -H "Origin: http://localhost:3100" -d "{\"token\": \"${CONFIRM##*token=}\", \"password\": \"rahasia-rina-1\"}"
CLAIM=$(mail practitioner_claim)
curl -s -b "$JAR" -X POST localhost:3100/api/trpc/account.claimPractitioner -H "Content-Type: application/json" \
  -H "Origin: http://localhost:3100" -d "{\"claimId\": \"${CLAIM##*/}\"}"

# Catalog
curl -H "Authorization: Bearer $KEY" localhost:3100/v1/services
curl -H "Authorization: Bearer $KEY" localhost:3100/v1/services/pendirian-pt

# Order a contract review (1,500,000 IDR, SLA 72 h). Sending it again with the same key and body within 24 h
# answers 200 with Idempotent-Replayed: true and the same order.
ORD=$(curl -s -X POST localhost:3100/v1/orders \
  -H "Authorization: Bearer $KEY" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: pesanan-review-001" \
  -d '{
        "service": "review-kontrak",
        "intake": {
          "dokumen_kontrak_url": "https://files.example.com/kontrak-sewa.pdf",
          "jenis_kontrak": "perjanjian sewa gedung"
        },
        "max_budget": 2000000
      }' | json id)

# The 201 shows the order as paid (dibayar); the same transaction offered it: ditawarkan (current_offer shows to whom)
until [ "$(npm run -s ops -- order show "$ORD" | json status)" = ditawarkan ]; do sleep 0.5; done
npm run -s ops -- order show "$ORD"

# The practitioner side, driven by staff from the shell
npm run -s ops -- offer accept "$ORD" --practitioner "$PRAC"                    # diambil
npm run -s ops -- work start "$ORD" --practitioner "$PRAC"                      # dikerjakan
npm run -s ops -- work ask "$ORD" --practitioner "$PRAC" \
  --text "Mohon kirim lampiran 2 (denah gedung)."                               # butuh_input_klien

# The agent reads the question and replies
curl -H "Authorization: Bearer $KEY" localhost:3100/v1/orders/$ORD
curl -X POST localhost:3100/v1/orders/$ORD/messages -H "Authorization: Bearer $KEY" \
  -H "Content-Type: application/json" -d '{"message": "Lampiran 2: https://files.example.com/denah.pdf"}'  # dikerjakan

npm run -s ops -- work deliver "$ORD" --practitioner "$PRAC" \
  --text "Hasil review: https://files.example.com/review.pdf"                   # diserahkan

# The agent accepts after the user has seen the result: selesai, escrow paid to the practitioner
curl -X POST localhost:3100/v1/orders/$ORD/accept -H "Authorization: Bearer $KEY"

# The record, the live offer (now null) and every status change with its actor
npm run -s ops -- order show "$ORD"
curl -H "Authorization: Bearer $KEY" localhost:3100/v1/balance
# --- end of the README walk-through ---

# What the walk-through must have produced.
echo
SHOWN=$(npm run -s ops -- order show "$ORD")
test "$(echo "$SHOWN" | json status)" = selesai || { echo "order not selesai: $SHOWN" >&2; exit 1; }
test "$(echo "$SHOWN" | json 'history.map(h => h.to).join(",")')" = "dibayar,ditawarkan,diambil,dikerjakan,butuh_input_klien,dikerjakan,diserahkan,selesai" \
  || { echo "unexpected history: $SHOWN" >&2; exit 1; }
test "$(curl -s -H "Authorization: Bearer $KEY" localhost:3100/v1/balance | json deposit_idr)" = 8500000
npm run -s ops -- ledger check > /dev/null
echo "README walk-through: ok"
