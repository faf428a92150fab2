import type { Seeder } from '../seeder.js';

/**
 * The pairs the local Prakerja platform sandbox has "issued" (issue 19): for each published
 * Prakerja class, in id order, voucher code `PKJ-DEMO-<nn>` with redeem code `RDM-<nn>-<class id>`
 * (nn from 01), three per class, none used. A card holder in the demo types one of them on the
 * Prakerja class page's redeem form (docs/decisions.md "Subscriptions, donations and the Prakerja
 * redeem"). The live platform keeps its own codes; this table is read by the sandbox only.
 */
export const PRAKERJA_SANDBOX_PAIRS_PER_CLASS = 3;

export const prakerjaSandboxCodesSeeder: Seeder = {
  name: 'prakerja-sandbox-codes',
  async run(db) {
    const classes = await db.selectFrom('contents').select('id').where('is_prakerja', '=', true).where('is_published', '=', true).orderBy('id').execute();
    const rows = classes.flatMap((c, i) =>
      Array.from({ length: PRAKERJA_SANDBOX_PAIRS_PER_CLASS }, (_, k) => {
        const nn = String(i * PRAKERJA_SANDBOX_PAIRS_PER_CLASS + k + 1).padStart(2, '0');
        return { voucher_code: `PKJ-DEMO-${nn}`, redeem_code: `RDM-${nn}-${c.id}`, content_id: c.id };
      }),
    );
    if (rows.length === 0) return;
    await db
      .insertInto('prakerja_sandbox_codes')
      .values(rows)
      .onConflict((oc) => oc.column('voucher_code').doNothing())
      .execute();
  },
};
