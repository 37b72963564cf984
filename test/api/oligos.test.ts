import { randomUUID } from 'node:crypto';
import { NAME_MAX_LENGTH, OLIGO_SEQUENCE_MAX_LENGTH } from '@oligowatch/shared/constants';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { reportsVerdictReasonsMessages } from '@oligowatch/shared/messages/reports';
import {
  createOligoResponseSchema,
  type Oligo,
  oligoListResponseSchema,
  oligoResponseSchema,
} from '@oligowatch/shared/schemas/oligo';
import { generateReportResponseSchema } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { SARS_COV_2_CLADE, seedDemoCatalogAndTargets, waitForReport } from '../support/reports';

/** Names no other test (or earlier run on the same data) uses. */
const uniqueName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
/**
 * The same, with a unique part of letters a-q only (no digits, no 'p' or 'r'), which the role guess
 * can never read as a direction or a probe: the label alone decides the guessed role.
 */
const unguessableName = (label: string) =>
  `${label}-${randomUUID()
    .replace(/-/g, '')
    .replace(/[0-9]/g, (digit) => 'ghijklmnoq'.charAt(Number(digit)))}`;

let token: string;
beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
});

const createOligo = (body: unknown) => api('POST', '/v1/oligos', { token, body });

/** Creates an oligo that must be created (201), and gives it as the answer has it. */
const created = async (body: Record<string, unknown>): Promise<Oligo> => {
  const res = await createOligo(body);
  expect(res.status).toBe(201);
  return createOligoResponseSchema.parse(res.body).data;
};

const createValid = (name = uniqueName('N1-F')): Promise<Oligo> =>
  created({ name, sequence: 'GACCCCAAAATCAGCGAAAT', dna_strand_positive: true });

/** The oligo as GET /v1/oligos/{id} answers it. */
const fetched = async (id: string): Promise<Oligo> =>
  oligoResponseSchema.parse((await api('GET', `/v1/oligos/${id}`, { token })).body).data.oligo;

const putRole = (id: string, body: unknown) => api('PUT', `/v1/oligos/${id}/role`, { token, body });

const listed = async (path: string): Promise<Oligo[]> => {
  const res = await api('GET', path, { token });
  expect(res.status).toBe(200);
  return oligoListResponseSchema.parse(res.body).data.oligos;
};

describe('POST /v1/oligos', () => {
  it('creates an active oligo and answers { data } with it: sequence upper-cased, whitespace removed, name trimmed', async () => {
    const name = uniqueName('USCDC_N1_P');
    const oligo = await created({
      name: `  ${name}  `,
      sequence: 'accccgcatt acgtttggtg\ngacc',
      dna_strand_positive: false,
      archived: false,
      role: 'probe',
    });
    expect(oligo).toEqual({
      _id: expect.any(String),
      name,
      sequence: 'ACCCCGCATTACGTTTGGTGGACC',
      dna_strand_positive: false,
      archived: false,
      role: 'probe',
      role_inferred: false,
    });
    expect(await fetched(oligo._id)).toEqual(oligo);
  });

  it('accepts every IUPAC code and U, and defaults the strand to positive', async () => {
    const res = await createOligo({ name: uniqueName('iupac'), sequence: 'ACGTRYSWKMBDHVNU' });
    expect(res.status).toBe(201);
    expect(createOligoResponseSchema.parse(res.body).data).toMatchObject({
      sequence: 'ACGTRYSWKMBDHVNU',
      dna_strand_positive: true,
    });
  });

  it.each([
    ['an empty name', { name: '', sequence: 'ACGT' }],
    ['a blank name', { name: '   ', sequence: 'ACGT' }],
    ['a missing name', { sequence: 'ACGT' }],
  ])('refuses %s with 400 and the spec message', async (_, body) => {
    expect(await createOligo(body)).toEqual({
      status: 400,
      body: { message: oligosApiMessages.nameRequired },
    });
  });

  it.each([
    ['a letter outside IUPAC', 'ACGTX'],
    ['a gap character', 'AC-GT'],
    ['digits', 'ACGT1'],
    ['an empty sequence', ''],
    ['whitespace only', ' \n\t '],
  ])('refuses %s in the sequence with 400 and the spec message', async (_, sequence) => {
    expect(await createOligo({ name: uniqueName('bad'), sequence })).toEqual({
      status: 400,
      body: { message: oligosApiMessages.invalidSequence },
    });
  });

  it.each([
    ['a missing sequence', {}],
    ['a sequence that is not text', { sequence: 42 }],
    ['a null sequence', { sequence: null }],
  ])('refuses %s with 400 and the spec sequence message (an empty sequence fails it)', async (_, extra) => {
    expect(await createOligo({ name: uniqueName('no-seq'), ...extra })).toEqual({
      status: 400,
      body: { message: oligosApiMessages.invalidSequence },
    });
  });

  it('refuses a name or a sequence too long to store with 400 and says the limit', async () => {
    expect(await createOligo({ name: 'N'.repeat(NAME_MAX_LENGTH + 1), sequence: 'ACGT' })).toEqual({
      status: 400,
      body: { message: oligosApiMessages.nameTooLong },
    });
    const longest = await createOligo({
      name: uniqueName('n').padEnd(NAME_MAX_LENGTH, 'x'),
      sequence: 'A'.repeat(OLIGO_SEQUENCE_MAX_LENGTH),
    });
    expect(longest.status).toBe(201);
    expect(
      await createOligo({ name: uniqueName('long'), sequence: 'A'.repeat(OLIGO_SEQUENCE_MAX_LENGTH + 1) }),
    ).toEqual({ status: 400, body: { message: oligosApiMessages.sequenceTooLong } });
  });

  it('reports a taken name before a missing sequence', async () => {
    const oligo = await createValid();
    expect(await createOligo({ name: oligo.name })).toEqual({
      status: 409,
      body: { message: oligosApiMessages.nameInUse(oligo.name) },
    });
  });

  it.each([
    ['the same name', (n: string) => n],
    ['upper case', (n: string) => n.toUpperCase()],
    ['surrounding spaces', (n: string) => `  ${n} `],
  ])('refuses a duplicate name differing only in %s with 409 and the spec message', async (_, vary) => {
    const name = uniqueName('dup');
    await createValid(name);
    const res = await createOligo({ name: vary(name), sequence: 'ACGT' });
    expect(res).toEqual({ status: 409, body: { message: oligosApiMessages.nameInUse(vary(name).trim()) } });
  });

  it('checks the name against archived oligos too', async () => {
    const oligo = await createValid();
    await api('DELETE', `/v1/oligos/${oligo._id}/archive`, { token });
    const res = await createOligo({ name: oligo.name.toLowerCase(), sequence: 'ACGT' });
    expect(res.status).toBe(409);
  });

  it('checks the rules in the spec order: a taken name is reported before a bad sequence', async () => {
    const oligo = await createValid();
    const res = await createOligo({ name: oligo.name, sequence: 'not dna!' });
    expect(res).toEqual({ status: 409, body: { message: oligosApiMessages.nameInUse(oligo.name) } });
    const blank = await createOligo({ name: ' ', sequence: 'not dna!' });
    expect(blank.body).toEqual({ message: oligosApiMessages.nameRequired });
  });

  it('lets exactly one of 20 concurrent creates of the same name succeed', async () => {
    const name = uniqueName('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createOligo({ name: i % 2 ? name.toUpperCase() : ` ${name}`, sequence: 'ACGT' }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const all = await listed('/v1/oligos/all');
    expect(all.filter((o) => o.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('answers a malformed body with 400 and a message', async () => {
    const res = await api('POST', '/v1/oligos', {
      token,
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.malformedJson } });
    const wrongType = await createOligo({ name: uniqueName('x'), sequence: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: expect.any(String) });
    const archivedOnCreate = await createOligo({ name: uniqueName('x'), sequence: 'ACGT', archived: true });
    expect(archivedOnCreate.status).toBe(400);
  });

  it('requires a signed-in caller', async () => {
    expect((await api('POST', '/v1/oligos', { body: { name: 'x', sequence: 'ACGT' } })).status).toBe(401);
    expect((await api('GET', '/v1/oligos')).status).toBe(401);
  });
});

describe('oligo roles (issue 23)', () => {
  it.each([
    ['a forward primer', 'forward'],
    ['a reverse primer', 'reverse'],
    ['a probe', 'probe'],
  ] as const)('stores %s as sent, not inferred, whatever the name says', async (_, role) => {
    // The name says probe: the role sent wins, and the 3' rule follows it, never the name.
    const oligo = await created({ name: unguessableName('N1_P'), sequence: 'ACGT', role });
    expect(oligo).toMatchObject({ role, role_inferred: false });
    expect(await fetched(oligo._id)).toMatchObject({ role, role_inferred: false });
  });

  it.each([
    ['USCDC_N1_P', 'probe'],
    ['USCDC_N1_R', 'reverse'],
    ['FluSw-H1-TM324_HA', 'probe'],
    // A name that says nothing: unknown (issue 34), never a guess.
    ['RSVQA', null],
  ] as const)(
    'without a role (SPEC payload) guesses %s from the name as a %s, marked inferred',
    async (label, role) => {
      const oligo = await created({
        name: unguessableName(label),
        sequence: 'ACGT',
        dna_strand_positive: true,
      });
      expect(oligo).toMatchObject({ role, role_inferred: true });
    },
  );

  it('refuses a role other than forward, reverse or probe with 400 and says which', async () => {
    for (const role of ['primer', 'Forward', '', 3])
      expect(await createOligo({ name: uniqueName('N1'), sequence: 'ACGT', role })).toEqual({
        status: 400,
        body: { message: oligosApiMessages.roleInvalid },
      });
  });

  it('PUT /v1/oligos/{id}/role sets or confirms the role: no longer inferred, in every list at once', async () => {
    const inferred = await created({ name: unguessableName('RSVQA'), sequence: 'ACGT' });
    expect(inferred).toMatchObject({ role: null, role_inferred: true });
    // Read the list first, so a cached list has to notice the change.
    expect((await listed('/v1/oligos')).find((o) => o._id === inferred._id)?.role_inferred).toBe(true);

    const set = await putRole(inferred._id, { role: 'probe' });
    expect(set.status).toBe(200);
    const changed = { ...inferred, role: 'probe', role_inferred: false };
    expect(oligoResponseSchema.parse(set.body).data.oligo).toEqual(changed);
    expect((await listed('/v1/oligos')).find((o) => o._id === inferred._id)).toEqual(changed);
    expect((await listed('/v1/oligos/all')).find((o) => o._id === inferred._id)).toEqual(changed);

    // Confirming the role it has: the same role, now confirmed; repeating changes nothing.
    const guessed = await created({ name: unguessableName('N2_R'), sequence: 'ACGT' });
    for (let i = 0; i < 2; i++) {
      const confirmed = await putRole(guessed._id, { role: 'reverse' });
      expect(oligoResponseSchema.parse(confirmed.body).data.oligo).toEqual({
        ...guessed,
        role_inferred: false,
      });
    }
  });

  it('PUT /v1/oligos/{id}/role refuses a bad role (400), an unknown oligo (404) and a caller not signed in (401)', async () => {
    const oligo = await createValid();
    for (const body of [{ role: 'primer' }, {}])
      expect(await putRole(oligo._id, body)).toEqual({
        status: 400,
        body: { message: oligosApiMessages.roleInvalid },
      });
    expect(await putRole('no-such-oligo', { role: 'probe' })).toEqual({
      status: 404,
      body: { message: oligosApiMessages.notFound },
    });
    expect((await api('PUT', `/v1/oligos/${oligo._id}/role`, { body: { role: 'probe' } })).status).toBe(401);
  });

  it('reads an oligo stored before roles existed with its inferred role, and the start stores it once', async () => {
    // An item as an earlier version wrote it: no role, no role_inferred.
    Object.assign(process.env, stack().env);
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { backfillOligoRoles } = await import('@oligowatch/functions/oligos/repository/oligos-repository');
    const { PutCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { catalogTable } = await import('@oligowatch/shared/tables');
    const { catalogKeys, oligoIndexKeys } = await import('@oligowatch/shared/tables/catalog');
    const stored = async (id: string) =>
      (
        await getDocumentClient().send(
          new GetCommand({ TableName: tableNameOf(catalogTable), Key: catalogKeys.oligo(id) }),
        )
      ).Item;
    const legacy = async (label: string) => {
      const oligo = {
        _id: randomUUID(),
        name: unguessableName(label),
        sequence: 'ACGT',
        dna_strand_positive: true,
        archived: false,
      };
      const now = new Date().toISOString();
      await getDocumentClient().send(
        new PutCommand({
          TableName: tableNameOf(catalogTable),
          Item: {
            ...catalogKeys.oligo(oligo._id),
            ...oligoIndexKeys(oligo),
            ...oligo,
            created_at: now,
            updated_at: now,
          },
        }),
      );
      return oligo;
    };
    const probe = await legacy('USCDC_N1_P');
    const confirmedMeanwhile = await legacy('RSVQB');

    expect(await fetched(probe._id)).toEqual({
      ...probe,
      role: 'probe',
      role_inferred: true,
    });
    expect((await stored(probe._id))?.role).toBeUndefined();

    // A person confirms one first: the backfill must leave it as they set it.
    await putRole(confirmedMeanwhile._id, { role: 'probe' });
    expect(await backfillOligoRoles()).toBeGreaterThanOrEqual(1);
    expect(await stored(probe._id)).toMatchObject({ role: 'probe', role_inferred: true });
    expect(await stored(confirmedMeanwhile._id)).toMatchObject({ role: 'probe', role_inferred: false });
    // Once only: a second run finds nothing of these to store.
    const before = await stored(probe._id);
    await backfillOligoRoles();
    expect(await stored(probe._id)).toEqual(before);
    expect((await listed('/v1/oligos')).find((o) => o._id === probe._id)).toEqual({
      ...probe,
      role: 'probe',
      role_inferred: true,
    });
  });
});

describe("SPEC's create-oligo call, without a role (issue 34)", () => {
  /** SPEC.md section 7, exactly: name, sequence, archived, dna_strand_positive. */
  const specCall = (name: string, sequence: string, dnaStrandPositive = true) =>
    created({ name, sequence, archived: false, dna_strand_positive: dnaStrandPositive });

  it.each([
    ['USCDC_N1_F', 'forward'],
    ['USCDC_N1_R', 'reverse'],
    ['USCDC_N1_P', 'probe'],
    ['RSVQA', null],
    ['MP', null],
  ] as const)('stores %s with the role %s, inferred, and every read says so', async (label, role) => {
    const name = unguessableName(label);
    const oligo = await specCall(name, 'gacc ccaa aatc');
    const expected = {
      _id: oligo._id,
      name,
      sequence: 'GACCCCAAAATC',
      dna_strand_positive: true,
      archived: false,
      role,
      role_inferred: true,
    };
    expect(oligo).toEqual(expected);
    expect(await fetched(oligo._id)).toEqual(expected);
    expect((await listed('/v1/oligos')).find((o) => o._id === oligo._id)).toEqual(expected);
    expect((await listed('/v1/oligos/all')).find((o) => o._id === oligo._id)).toEqual(expected);
  });

  it("keeps an unknown role unknown: the start's backfill never turns it into a guess", async () => {
    const oligo = await specCall(unguessableName('RSVQA'), 'ACGT');
    Object.assign(process.env, stack().env);
    const { backfillOligoRoles } = await import('@oligowatch/functions/oligos/repository/oligos-repository');
    await backfillOligoRoles();
    expect(await fetched(oligo._id)).toMatchObject({ role: null, role_inferred: true });
  });

  it('a report judges an unknown role by the primer rules and names it: "role not confirmed"', async () => {
    await seedDemoCatalogAndTargets();
    const seeded = new Map((await listed('/v1/oligos/all')).map((o) => [o.name, o._id]));
    // US CDC N1's probe sequence twice: once added by SPEC's call under a name that tells nothing
    // (unknown), once confirmed a probe. A variant in about a quarter of the clade's genomes lowers
    // the probe's Tm by 5.7 °C: ACTION by the probe's Tm rule, which a primer does not have.
    const probeSequence = 'ACCCCGCATTACGTTTGGTGGACC';
    const unknown = await specCall(unguessableName('RSVQA'), probeSequence);
    expect(unknown).toMatchObject({ role: null, role_inferred: true });
    const probe = await created({ name: unguessableName('N1 copy'), sequence: probeSequence, role: 'probe' });
    const product = await api<{ product: { _id: string } }>('POST', '/v1/products', {
      token,
      body: {
        name: uniqueName('Unconfirmed role kit'),
        oligos: [seeded.get('USCDC_N1_F'), seeded.get('USCDC_N1_R'), probe._id, unknown._id],
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const generated = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: uniqueName('Unconfirmed role'),
        clade_id: SARS_COV_2_CLADE,
        target_name: 'SARS-CoV-2 (Covid)',
        product: product.body.product._id,
      },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(202);
    const report = await waitForReport(token, generateReportResponseSchema.parse(generated.body).reportId);
    expect(report.status).toBe('complete');

    // Frozen unknown: the engine's primer, no role as written, not confirmed.
    expect(report.provenance.oligos.find((o) => o.name === unknown.name)).toMatchObject({
      role: 'primer',
      assay_role: null,
      role_inferred: true,
    });
    const insights = report.insights;
    if (!insights) throw new Error('no insights');
    const judged = insights.oligos.find((o) => o.name === unknown.name);
    const asProbe = insights.oligos.find((o) => o.name === probe.name);
    expect(judged?.role).toBe('primer');
    // The same sites and counts; only the rules differ: no Tm rule for a primer, and no 3' mismatch.
    expect(judged?.samples_with_mismatch).toBe(asProbe?.samples_with_mismatch);
    expect(asProbe?.verdict.level).toBe('ACTION');
    expect(asProbe?.verdict.reasons.join(' ')).toMatch(/Tm/);
    expect(asProbe?.verdict.reasons).not.toContain(reportsVerdictReasonsMessages.roleNotConfirmed);
    expect(judged?.verdict.level).toBe('CAUTION');
    expect(judged?.verdict.reasons.join(' ')).not.toMatch(/Tm/);
    expect(judged?.verdict.reasons.at(-1)).toBe(reportsVerdictReasonsMessages.roleNotConfirmed);
    expect(judged?.verdict.reasons.at(-1)).toMatch(/^Role not confirmed/);
    // The product's verdict names it; the confirmed oligos are not named for their roles.
    expect(insights.product.verdict.reasons).toContain(
      reportsVerdictReasonsMessages.oligoRoleNotConfirmed(unknown.name),
    );
    expect(insights.product.verdict.reasons.filter((r) => r.includes('role not confirmed'))).toEqual([
      `${unknown.name}: role not confirmed.`,
    ]);
    // In its assay it is a forward primer beside N1's own: every sample is still detected.
    expect(insights.product.inclusivity_percent).toBe(100);
  }, 120_000);
});

describe('oligo lists, archive and restore', () => {
  it('moves an oligo from the active list to the archived list and back', async () => {
    const oligo = await createValid();
    expect((await listed('/v1/oligos')).map((o) => o._id)).toContain(oligo._id);
    expect((await listed('/v1/oligos/archived')).map((o) => o._id)).not.toContain(oligo._id);

    const archived = await api('DELETE', `/v1/oligos/${oligo._id}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(oligoResponseSchema.parse(archived.body).data.oligo).toEqual({ ...oligo, archived: true });
    expect((await listed('/v1/oligos')).map((o) => o._id)).not.toContain(oligo._id);
    expect((await listed('/v1/oligos/archived')).find((o) => o._id === oligo._id)).toEqual({
      ...oligo,
      archived: true,
    });
    expect((await listed('/v1/oligos/all')).find((o) => o._id === oligo._id)?.archived).toBe(true);

    const restored = await api('PUT', `/v1/oligos/${oligo._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(oligoResponseSchema.parse(restored.body).data.oligo).toEqual(oligo);
    expect((await listed('/v1/oligos')).find((o) => o._id === oligo._id)).toEqual(oligo);
    expect((await listed('/v1/oligos/archived')).map((o) => o._id)).not.toContain(oligo._id);
  });

  it('lists every oligo in /all, active and archived, sorted by name', async () => {
    const all = await listed('/v1/oligos/all');
    const active = await listed('/v1/oligos');
    const archived = await listed('/v1/oligos/archived');
    expect(all).toHaveLength(active.length + archived.length);
    const names = all.map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ['GET', '/v1/oligos/no-such-oligo'],
    ['DELETE', '/v1/oligos/no-such-oligo/archive'],
    ['PUT', '/v1/oligos/no-such-oligo/restore'],
  ])('%s %s answers 404 for an unknown id', async (method, path) => {
    expect(await api(method, path, { token })).toEqual({
      status: 404,
      body: { message: oligosApiMessages.notFound },
    });
  });

  it('answers 400 for an id far too long to be one (not a failed lookup)', async () => {
    const id = 'x'.repeat(3000);
    // Refused before any lookup, like every path parameter past INPUT_VALUE_MAX_BYTES.
    for (const [method, path] of [
      ['GET', `/v1/oligos/${id}`],
      ['DELETE', `/v1/oligos/${id}/archive`],
      ['PUT', `/v1/oligos/${id}/restore`],
    ] as const)
      expect(await api(method, path, { token })).toEqual({
        status: 400,
        body: { message: commonApiMessages.valueTooLong('id') },
      });
  });
});
