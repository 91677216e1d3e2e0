// Documents in real Chromium: an agent orders with a KTP scan in the intake (uploaded over /v1), the practitioner
// sees it and asks with a form attached, the owner answers with a file of their own, the practitioner hands in a
// PDF with its upload progress shown, and the owner downloads it from the order page (bytes equal) and previews
// it in Chromium's own PDF viewer inside the page. A file the bytes give away as something else is refused by
// name in the form. Screenshots at both widths in both languages.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMember, database, ops } from '../fixtures/backstage';
import { mailedPath } from '../fixtures/mail';
import PDFDocument from 'pdfkit';
import { newPerson, pageOf, screenshot, screenshotViews, signUp, VIEWS } from '../fixtures/people';

test.describe.configure({ mode: 'serial' });

// A service no other spec's practitioners hold, so this spec's practitioner gets its offers. Its intake gains
// an optional document field here (the seeded catalog has none yet).
const SERVICE = 'nib-oss';
const KTP_FIELD = 'ktp_pemilik';

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      `% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082',
  'hex',
);
/** A one-page PDF with text, so the viewer has a page to draw (the small ones above have none). */
function deedPdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(22).text(title).moveDown().fontSize(12).text('Nomor Induk Berusaha: 9120001234567');
  doc.end();
  return done;
}

/** Chromium's PDF viewer (its built-in extension) runs in a frame of its own inside the frame it shows. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reloads until the condition holds: for changes made by another person or by the worker. */
async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 30_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [250, 500, 1000] });
}

/** Drops files onto a form's dropzone (its file input) and waits until each shows as uploaded. */
async function attach(form: Locator, files: { name: string; mimeType: string; buffer: Buffer }[], done: string) {
  await form.locator('input[type=file]').setInputFiles(files);
  for (const file of files)
    await expect(form.getByRole('progressbar', { name: `${done}: ${file.name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
}

test('documents travel both ways and the owner downloads the handed-in PDF', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = newPerson('Dian Pemilik', 'doc-owner');
  const prac = newPerson('Tari Praktisi, S.H.', 'doc-prac');
  const ownerPage = await pageOf(browser);
  const pracPage = await pageOf(browser);

  let orgId = '';
  let apiKey = '';
  let practitionerId = '';
  await test.step('an approved organization with an owner, a key and a deposit; a claimed practitioner', async () => {
    await database()`insert into service_intake_field (service_code, key, label, required, description, type, position)
      values (${SERVICE}, ${KTP_FIELD}, 'KTP Pemilik', false, 'Pindaian KTP pemilik usaha (PDF atau gambar).', 'file', 99)
      on conflict do nothing`;
    await signUp(ownerPage, owner);
    orgId = ops('org', 'create', '--name', `PT Dokumen ${owner.email.slice(10, 16)}`, '--status', 'approved')
      .id as string;
    await addMember(orgId, owner.email, 'owner');
    ops('deposit', 'record', '--org', orgId, '--amount', '5000000', '--reference', `DOC-${orgId.slice(4, 16)}`);
    apiKey = ops('key', 'create', '--org', orgId, '--name', 'agen-dokumen').api_key as string;

    await signUp(pracPage, prac);
    practitionerId = ops('practitioner', 'create', '--name', prac.name, '--email', prac.email, '--services', SERVICE)
      .id as string;
    await pracPage.goto(await mailedPath(prac.email, 'practitioner_claim'));
    await pracPage.getByRole('button', { name: 'Aktifkan profil praktisi' }).click();
    await expect(pracPage.getByText('Profil praktisi terhubung ke akun Anda.')).toBeVisible();
  });

  let orderId = '';
  await test.step('the agent uploads the KTP and orders with it in the intake', async () => {
    const auth = { Authorization: `Bearer ${apiKey}` };
    const uploaded = await request.post('/v1/files', {
      headers: auth,
      multipart: { purpose: 'intake', file: { name: 'ktp-pemilik.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(uploaded.status()).toBe(201);
    const ktp = (await uploaded.json()) as { id: string };
    const ordered = await request.post('/v1/orders', {
      headers: auth,
      data: {
        service: SERVICE,
        intake: { nama_usaha: 'Warung Dokumen', kbli: '56101', nik_pemilik: '3171234567890001', [KTP_FIELD]: ktp.id },
      },
    });
    expect(ordered.status()).toBe(201);
    orderId = ((await ordered.json()) as { id: string }).id;
  });

  await test.step('the practitioner takes it, sees the KTP and asks with a form attached', async () => {
    await pracPage.goto('/praktisi');
    await reloadUntil(pracPage, () => expect(pracPage.getByText(orderId)).toBeVisible());
    ops('offer', 'accept', orderId, '--practitioner', practitionerId);
    ops('work', 'start', orderId, '--practitioner', practitionerId);
    await pracPage.goto('/praktisi/order');
    const order = pracPage.locator('article').filter({ hasText: orderId });
    await expect(order.getByRole('list', { name: 'Dokumen intake' })).toContainText('ktp-pemilik.png');
    // The document field reads as the file's name, not its id.
    await expect(order.getByRole('definition').filter({ hasText: 'ktp-pemilik.png' })).toHaveCount(1);
    const ask = order.getByRole('form', { name: 'Minta data kepada klien' });
    await ask.getByLabel('Pertanyaan untuk klien').fill('Mohon isi dan tanda tangani formulir terlampir.');
    await attach(ask, [{ name: 'formulir.pdf', mimeType: 'application/pdf', buffer: pdf('formulir') }], 'Terunggah');
    await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    await expect(pracPage.getByText('Pertanyaan terkirim; menunggu balasan klien.')).toBeVisible();
  });

  await test.step("the owner sees the question's attachment and answers with a file; a disguised file is refused", async () => {
    await ownerPage.goto(`/org/${orgId}/orders/${orderId}`);
    const messages = ownerPage.getByRole('region', { name: 'Pesan' });
    await expect(messages.getByRole('list', { name: 'Lampiran' })).toContainText('formulir.pdf');
    const files = ownerPage.getByRole('region', { name: 'Berkas', exact: true });
    await expect(files).toContainText('ktp-pemilik.png');
    await expect(files).toContainText('formulir.pdf');
    await expect(ownerPage.getByRole('region', { name: 'Intake' })).toContainText('ktp-pemilik.png');

    const actions = ownerPage.locator('section.actions-card');
    // An executable named like a PDF: refused by its bytes, said in words, and it blocks sending until removed.
    await actions.locator('input[type=file]').setInputFiles({
      name: 'formulir-isi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(128)]),
    });
    await expect(actions.getByRole('alert').filter({ hasText: 'Jenis berkas tidak diterima' })).toBeVisible();
    await actions.getByRole('button', { name: 'Hapus lampiran: formulir-isi.pdf' }).click();

    await actions.getByLabel('Balasan untuk praktisi').fill('Formulir sudah diisi, terlampir.');
    await attach(
      actions,
      [{ name: 'formulir-isi.pdf', mimeType: 'application/pdf', buffer: pdf('formulir terisi') }],
      'Terunggah',
    );
    await screenshot(ownerPage, 'documents-owner-reply-attached');
    await actions.getByRole('button', { name: 'Kirim balasan' }).click();
    await expect(messages.getByText('Formulir sudah diisi, terlampir.')).toBeVisible();
    await expect(messages.getByRole('list', { name: 'Lampiran' }).last()).toContainText('formulir-isi.pdf');
    await screenshotViews(ownerPage, 'documents-owner-conversation');
  });

  const deed = await deedPdf('NIB Warung Dokumen');
  await test.step("the practitioner sees the owner's file and hands in a PDF, its progress shown", async () => {
    await pracPage.goto('/praktisi/order');
    const order = pracPage.locator('article').filter({ hasText: orderId });
    await reloadUntil(pracPage, () =>
      expect(order.getByRole('list', { name: 'Lampiran pesan' }).last()).toContainText('formulir-isi.pdf'),
    );
    const handIn = order.getByRole('form', { name: 'Serahkan hasil kerja' });
    await handIn.getByLabel('Hasil kerja (teks atau tautan dokumen)').fill('NIB terbit; dokumen terlampir.');
    await attach(handIn, [{ name: 'nib-warung-dokumen.pdf', mimeType: 'application/pdf', buffer: deed }], 'Terunggah');
    await screenshot(pracPage, 'documents-practitioner-hand-in-attached');
    await handIn.getByRole('button', { name: 'Serahkan hasil' }).click();
    await expect(pracPage.getByText('Hasil diserahkan; menunggu klien menerima.')).toBeVisible();
    await expect(order.getByRole('list', { name: 'Berkas hasil kerja' })).toContainText('nib-warung-dokumen.pdf');
    await screenshotViews(pracPage, 'documents-practitioner');
  });

  await test.step('the owner downloads the handed-in PDF from the order page: the same bytes', async () => {
    await ownerPage.goto(`/org/${orgId}/orders/${orderId}`);
    const result = ownerPage.getByRole('region', { name: 'Hasil kerja' });
    await expect(result).toContainText('NIB terbit; dokumen terlampir.');
    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      result.getByRole('link', { name: 'Unduh nib-warung-dokumen.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nib-warung-dokumen.pdf');
    expect(sha256(await readFile((await download.path())!))).toBe(sha256(deed));
    await screenshotViews(ownerPage, 'documents-owner-result');
  });

  await test.step("the owner previews the PDF in the browser's viewer, in both languages; each preview is audited", async () => {
    const previews = async () =>
      Number(
        (
          await database()`select count(*) as n from audit_log
            where action = 'file.preview' and target_type = 'order' and target_id = ${orderId}`
        )[0]!.n,
      );
    const origin = new URL(ownerPage.url()).origin;
    for (const [locale, preview, close] of [
      ['en', 'Preview', 'Close preview'],
      ['id', 'Pratinjau', 'Tutup pratinjau'],
    ] as const) {
      await ownerPage.context().addCookies([{ name: 'locale', value: locale, url: origin }]);
      await ownerPage.reload();
      const before = await previews();
      const result = ownerPage.getByRole('region', { name: locale === 'en' ? 'Deliverable' : 'Hasil kerja' });
      await result.getByRole('button', { name: `${preview} nib-warung-dokumen.pdf` }).click();
      const dialog = ownerPage.getByRole('dialog', { name: `${preview}: nib-warung-dokumen.pdf` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe[title="nib-warung-dokumen.pdf"]')).toBeVisible();
      await expect.poll(() => ownerPage.frames().some((f) => f.url().startsWith(PDF_VIEWER))).toBe(true);
      await expect.poll(previews).toBeGreaterThan(before);
      for (const view of VIEWS) {
        await ownerPage.setViewportSize({ width: view.width, height: view.height });
        await expect(dialog).toBeVisible();
        // The viewer has loaded the PDF once its toolbar counts the document's one page. Its title tells nothing:
        // some Chromium versions name the document after the file (Content-Disposition), others (Debian's 150)
        // after the address's last segment, before and after loading alike.
        const viewer = ownerPage.frames().find((f) => f.url().startsWith(PDF_VIEWER))!;
        await expect(viewer.locator('#pagelength')).toHaveText('1');
        // The dialog is fixed over the page: the viewport, not the whole page.
        await ownerPage.screenshot({
          path: path.join(
            test.info().project.outputDir,
            'screenshots',
            `documents-owner-preview-${locale}-${view.tag}.png`,
          ),
        });
      }
      await ownerPage.setViewportSize({ width: VIEWS[0].width, height: VIEWS[0].height });
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
