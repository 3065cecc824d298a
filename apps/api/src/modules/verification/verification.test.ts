import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationStatusResponseSchema } from '@loyalty/contracts/verification';
import { ageVerificationRequests, customerMetafields, customers } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { ageInYears } from '@loyalty/domain/age';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { detectPhotoMime } from './image-type.ts';
import { maxPhotoBytes } from './upload.ts';
import { multipart, type FilePart } from '../../testing/multipart.ts';

const jpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]);
const png = (size = 2048) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
const webp = (size = 2048) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(size)]);

const goodFields = { document_type: 'passport', first_name: 'Іван', last_name: 'Франко', birth_date: '1990-08-27' };
const photo = (data: Buffer, contentType = 'image/jpeg'): FilePart => ({ name: 'photo', filename: 'doc.jpg', contentType, data });

let testApp: TestApp;
let phoneCounter = 0;

async function newPerson(brands: ('glo' | 'ogo')[] = ['glo', 'ogo']): Promise<TestAccount> {
  phoneCounter += 1;
  return createAccount(testApp, { phone: `+38050${String(7_000_000 + phoneCounter).padStart(7, '0')}`, brands });
}

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function submit(account: TestAccount | null, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/verification/submit',
    headers: { ...(account ? account.headers : apiHeaders), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function status(account: TestAccount) {
  return testApp.app.inject({ method: 'GET', url: '/api/verification/status', headers: account.headers });
}

function ops(command: string, args: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/ops/run',
    headers: { authorization: `Bearer ${testOpsToken}` },
    payload: { command, args },
  });
}

async function requestsOf(phone: string) {
  return testApp.database.db.select().from(ageVerificationRequests).where(eq(ageVerificationRequests.phone, phone));
}

function fieldsOf(response: { json(): { error: { fields?: { field: string }[] } } }): string[] {
  return (response.json().error.fields ?? []).map((field) => field.field);
}

/** The YYYY-MM-DD of someone who turns 18 tomorrow (Kyiv calendar). */
function birthDateOfAlmostAdult(): string {
  const today = kyivCalendarDate(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year - 18, month - 1, day + 1));
  return tomorrow.toISOString().slice(0, 10);
}

describe('POST /api/verification/submit', () => {
  it('stores the request with the photo and the type its bytes show, and answers pending', async () => {
    const person = await newPerson();
    const bytes = jpeg();
    // The client calls it a PNG; the bytes say JPEG, and the bytes win.
    const response = await submit(person, goodFields, [{ ...photo(bytes, 'image/png'), filename: 'scan.png' }]);
    expect(response.statusCode).toBe(201);
    const body = verificationStatusResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'pending', verified: false, rejection_reason: null });
    expect(Date.parse(body.submitted_at!)).not.toBeNaN();
    const [row] = await requestsOf(person.phone);
    expect(row).toMatchObject({
      firstName: 'Іван',
      lastName: 'Франко',
      birthDate: '1990-08-27',
      documentType: 'passport',
      photoMime: 'image/jpeg',
      status: 'pending',
    });
    expect(Buffer.compare(row!.photo, bytes)).toBe(0);
    expect((await status(person)).json()).toEqual(body);
  });

  it('answers the birth date given at registration, for the request form to start with', async () => {
    const person = await newPerson();
    const [record] = await testApp.database.db.select().from(customers).where(eq(customers.phone, person.phone));
    expect(record?.birthDate).toBeTruthy();
    expect((await status(person)).json()).toMatchObject({ status: 'none', birth_date: record!.birthDate });
  });

  it.each([
    ['PNG', png(), 'image/png'],
    ['WebP', webp(), 'image/webp'],
  ])('accepts a %s photo', async (_name, bytes, mime) => {
    const person = await newPerson();
    expect((await submit(person, goodFields, [photo(bytes, 'application/octet-stream')])).statusCode).toBe(201);
    expect((await requestsOf(person.phone))[0]?.photoMime).toBe(mime);
  });

  it.each([
    ['plain text', Buffer.from('this is not an image at all')],
    ['a GIF', Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)])],
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)])],
    ['an empty file', Buffer.alloc(0)],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), randomBytes(64)])],
  ])('answers 415 for %s, even when it claims to be a JPEG', async (_name, data) => {
    const person = await newPerson();
    const response = await submit(person, goodFields, [photo(data, 'image/jpeg')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('answers 413 for a photo over 5 MB and stores nothing', async () => {
    const person = await newPerson();
    const response = await submit(person, goodFields, [photo(jpeg(maxPhotoBytes))]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('accepts a photo of just under 5 MB (more than the JSON body limit)', async () => {
    const person = await newPerson();
    const response = await submit(person, goodFields, [photo(jpeg(maxPhotoBytes - 10))]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 under_age naming birth_date for someone turning 18 tomorrow, and stores nothing', async () => {
    const person = await newPerson();
    const response = await submit(person, { ...goodFields, birth_date: birthDateOfAlmostAdult() }, [photo(jpeg())]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('under_age');
    expect(fieldsOf(response)).toEqual(['body.birth_date']);
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('answers 400 naming each missing, malformed or unexpected field', async () => {
    const person = await newPerson();
    const missing = await submit(person, {}, []);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining(['body.document_type', 'body.first_name', 'body.last_name', 'body.birth_date', 'body.photo']),
    );
    const malformed = await submit(
      person,
      { ...goodFields, document_type: 'selfie', birth_date: '27.08.1990', first_name: ' ', extra: 'x' },
      [photo(jpeg())],
    );
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed).sort()).toEqual(['body.birth_date', 'body.document_type', 'body.extra', 'body.first_name']);
    const photoAsText = await submit(person, { ...goodFields, photo: 'data:image/jpeg;base64,AAAA' }, []);
    expect(fieldsOf(photoAsText)).toContain('body.photo');
    const fileInTextField = await submit(person, goodFields, [{ ...photo(jpeg()), name: 'first_name' }]);
    expect(fieldsOf(fileInTextField)).toEqual(expect.arrayContaining(['body.first_name', 'body.photo']));
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('answers 413 for a second file and for too many fields', async () => {
    const person = await newPerson();
    const twoFiles = await submit(person, goodFields, [photo(jpeg()), { ...photo(jpeg()), name: 'photo2' }]);
    expect(twoFiles.statusCode).toBe(413);
    const manyFields = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`f${index}`, 'x']));
    const crowded = await submit(person, { ...goodFields, ...manyFields }, [photo(jpeg())]);
    expect(crowded.statusCode).toBe(413);
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('answers 400, never 500, for a forbidden field name or a body cut off in the middle', async () => {
    const person = await newPerson();
    const proto = await submit(person, Object.fromEntries([...Object.entries(goodFields), ['__proto__', 'x']]), [photo(jpeg())]);
    expect(proto.statusCode).toBe(400);
    const whole = multipart(goodFields, [photo(jpeg(4096))]);
    const cut = await testApp.app.inject({
      method: 'POST',
      url: '/api/verification/submit',
      headers: { ...person.headers, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, whole.payload.length - 1000),
    });
    expect(cut.statusCode).toBe(400);
    expect(await requestsOf(person.phone)).toEqual([]);
  });

  it('answers 415 for a JSON body and 401 without a session', async () => {
    const person = await newPerson();
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/verification/submit',
      headers: person.headers,
      payload: { ...goodFields, photo: 'AAAA' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await submit(null, goodFields, [photo(jpeg())]);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 while a request is pending', async () => {
    const person = await newPerson();
    expect((await submit(person, goodFields, [photo(jpeg())])).statusCode).toBe(201);
    const again = await submit(person, goodFields, [photo(png())]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect(await requestsOf(person.phone)).toHaveLength(1);
  });

  // Meaningful on PostgreSQL (parallel connections); on PGlite the calls are serialised anyway.
  it('stores one request of two submitted at the same time', async () => {
    const person = await newPerson();
    const answers = await Promise.all([submit(person, goodFields, [photo(jpeg())]), submit(person, goodFields, [photo(png())])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(person.phone)).toHaveLength(1);
  });

  it('answers 409 for a person already verified by a metafield of either brand', async () => {
    const person = await newPerson();
    await testApp.database.db
      .insert(customerMetafields)
      .values({ customerId: person.ids.ogo!, namespace: 'verification', key: 'age_verified', value: 'true', type: 'boolean' });
    expect((await status(person)).json()).toMatchObject({ status: 'none', verified: true });
    const response = await submit(person, goodFields, [photo(jpeg())]);
    expect(response.statusCode).toBe(409);
  });
});

describe('GET /api/verification/status', () => {
  it('answers none for a person who never submitted, 401 without a session', async () => {
    const person = await newPerson();
    expect((await status(person)).json()).toEqual({
      status: 'none',
      verified: false,
      rejection_reason: null,
      submitted_at: null,
      birth_date: '1990-03-09',
    });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/verification/status', headers: apiHeaders });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator commands', () => {
  it('verification:list shows requests without their photos, filtered by status', async () => {
    const person = await newPerson();
    await submit(person, goodFields, [photo(jpeg())]);
    const [row] = await requestsOf(person.phone);
    const all = await ops('verification:list');
    expect(all.statusCode).toBe(200);
    const listed = all.json().data.requests.find((request: { id: number }) => request.id === row!.id);
    expect(listed).toMatchObject({
      phone: person.phone,
      firstName: 'Іван',
      lastName: 'Франко',
      birthDate: '1990-08-27',
      documentType: 'passport',
      status: 'pending',
      createdAt: expect.any(String),
    });
    expect(listed).not.toHaveProperty('photo');
    expect(all.json().output).toContain(person.phone);
    const pending = await ops('verification:list', { status: 'pending' });
    expect(pending.json().data.requests.every((request: { status: string }) => request.status === 'pending')).toBe(true);
    const approved = await ops('verification:list', { status: 'approved' });
    expect(approved.json().data.requests.some((request: { id: number }) => request.id === row!.id)).toBe(false);
    expect((await ops('verification:list', { status: 'maybe' })).statusCode).toBe(400);
  });

  it('verification:photo gives the operator the stored bytes', async () => {
    const person = await newPerson();
    const bytes = png();
    await submit(person, goodFields, [photo(bytes)]);
    const [row] = await requestsOf(person.phone);
    const response = await ops('verification:photo', { id: String(row!.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: row!.id, mime: 'image/png', bytes: bytes.length });
    expect(Buffer.compare(Buffer.from(response.json().data.base64, 'base64'), bytes)).toBe(0);
    expect((await ops('verification:photo', { id: '999999' })).statusCode).toBe(404);
  });

  it('verification:approve marks every record of the phone in one go, and a second decision fails', async () => {
    const person = await newPerson();
    // A stale "false" from earlier is replaced, not duplicated.
    await testApp.database.db
      .insert(customerMetafields)
      .values({ customerId: person.ids.glo!, namespace: 'verification', key: 'age_verified', value: 'false', type: 'boolean' });
    await testApp.database.db
      .update(customers)
      .set({ tags: ['newsletter'] })
      .where(eq(customers.id, person.ids.glo!));
    await submit(person, goodFields, [photo(jpeg())]);
    const [row] = await requestsOf(person.phone);

    const approved = await ops('verification:approve', { id: String(row!.id) });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: row!.id, status: 'approved', phone: person.phone });
    expect(approved.json().data.customerIds.sort()).toEqual([person.ids.glo, person.ids.ogo].sort());

    for (const id of [person.ids.glo!, person.ids.ogo!]) {
      const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, id));
      expect(customer?.tags.filter((tag) => tag === 'age_verified')).toEqual(['age_verified']);
      const metafields = await testApp.database.db
        .select()
        .from(customerMetafields)
        .where(and(eq(customerMetafields.customerId, id), eq(customerMetafields.key, 'age_verified')));
      expect(metafields).toEqual([
        expect.objectContaining({ namespace: 'verification', key: 'age_verified', value: 'true', type: 'boolean' }),
      ]);
    }
    const [glo] = await testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.glo!));
    expect(glo?.tags).toEqual(['newsletter', 'age_verified']);
    const [decided] = await requestsOf(person.phone);
    expect(decided?.reviewedAt).toBeInstanceOf(Date);
    expect((await status(person)).json()).toMatchObject({ status: 'approved', verified: true });

    // The person sees the tag through get-user, and may not submit again.
    const user = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: person.headers,
      payload: { id: person.ids.ogo, product: 'ogo' },
    });
    expect(user.json().user.tags).toContain('age_verified');
    expect((await submit(person, goodFields, [photo(jpeg())])).statusCode).toBe(409);

    const twice = await ops('verification:approve', { id: String(row!.id) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('only pending requests can be decided');
    const rejectApproved = await ops('verification:reject', { id: String(row!.id), reason: 'changed my mind' });
    expect(rejectApproved.statusCode).toBe(409);
    expect((await requestsOf(person.phone))[0]?.status).toBe('approved');
  });

  it('decides a request once when two operators approve it at the same time', async () => {
    const person = await newPerson();
    await submit(person, goodFields, [photo(jpeg())]);
    const [row] = await requestsOf(person.phone);
    const answers = await Promise.all([
      ops('verification:approve', { id: String(row!.id) }),
      ops('verification:reject', { id: String(row!.id), reason: 'Нечитке фото' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [decided] = await requestsOf(person.phone);
    const [glo] = await testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.glo!));
    // Whichever won, the records agree with it.
    expect(glo?.tags.includes('age_verified')).toBe(decided?.status === 'approved');
  });

  it('verification:reject records the reason the person sees, and the person may try again', async () => {
    const person = await newPerson(['ogo']);
    await submit(person, goodFields, [photo(jpeg())]);
    const [row] = await requestsOf(person.phone);
    const rejected = await ops('verification:reject', { id: String(row!.id), reason: '  Фото нечитке  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Фото нечитке' });
    expect((await status(person)).json()).toMatchObject({
      status: 'rejected',
      verified: false,
      rejection_reason: 'Фото нечитке',
    });
    const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, person.ids.ogo!));
    expect(customer?.tags).not.toContain('age_verified');

    expect((await ops('verification:reject', { id: String(row!.id), reason: 'again' })).statusCode).toBe(409);
    expect((await ops('verification:approve', { id: String(row!.id) })).statusCode).toBe(409);
    expect((await submit(person, goodFields, [photo(png())])).statusCode).toBe(201);
    expect((await status(person)).json()).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('refuses decisions without an id, with a blank reason, or for an unknown request', async () => {
    expect((await ops('verification:approve')).statusCode).toBe(400);
    expect((await ops('verification:approve', { id: 'abc' })).statusCode).toBe(400);
    expect((await ops('verification:reject', { id: '1', reason: '   ' })).statusCode).toBe(400);
    expect((await ops('verification:reject', { id: '1' })).statusCode).toBe(400);
    expect((await ops('verification:approve', { id: '999999' })).statusCode).toBe(404);
  });
});

describe('ageInYears', () => {
  it('counts completed years on the Kyiv calendar', () => {
    expect(ageInYears('2000-05-10', '2018-05-09')).toBe(17);
    expect(ageInYears('2000-05-10', '2018-05-10')).toBe(18);
    expect(ageInYears('2000-05-10', '2018-04-30')).toBe(17);
    expect(ageInYears('2030-01-01', '2025-01-01')).toBeLessThan(0);
    // Born on 29 February: a year completes on 1 March in common years.
    expect(ageInYears('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageInYears('2004-02-29', '2022-03-01')).toBe(18);
  });

  it("takes the date in Kyiv, not UTC's", () => {
    expect(kyivCalendarDate(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(kyivCalendarDate(new Date('2025-01-31T21:59:00Z'))).toBe('2025-01-31');
  });
});

describe('detectPhotoMime', () => {
  it('knows JPEG, PNG and WebP by their signatures only', () => {
    expect(detectPhotoMime(jpeg(4))).toBe('image/jpeg');
    expect(detectPhotoMime(png(4))).toBe('image/png');
    expect(detectPhotoMime(webp(4))).toBe('image/webp');
    expect(detectPhotoMime(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectPhotoMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
