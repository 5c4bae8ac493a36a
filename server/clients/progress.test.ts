import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { everythingKept, filesUnder } from "../../test/db-snapshot.js";
import { multipart } from "../../test/multipart.js";
import { createPlan, outboxSettled, person } from "../bookings/test-support.js";
import { clientSessions } from "./client-session.js";
import { practiceMailContext } from "../practice/practice-mail.js";
import { runClinicalRetention } from "./clinical-records.js";
import type { MeasurementSeries, ProgressOut } from "../../core/schemas/progress.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid
const SECRET_NOTE = "Comí a escondidas después de discutir";
const SECRET_COMMENT = "Gracias por contarlo, lo hablamos el jueves";
const HEIC = fs.readFileSync(path.join(import.meta.dirname, "../../test/fixtures/meal-photo.heic"));

/** A photo as a phone takes it: a JPEG carrying the camera's make and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: "#4a7d2f" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
    })
    .toBuffer();

describe("her progress and food journal: measurements, goals, charts, photos and comments", () => {
  let t: TestApp;
  let admin: string;
  let lucia: { id: number; cookie: string };
  let marta: { id: number; cookie: string };

  async function client(email: string, name: string, time: string): Promise<{ id: number; cookie: string }> {
    const plan = await createPlan(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${t.base}/bookings`,
      payload: { service_plan_id: plan.id, ...person, email, name, date: "2027-01-07", time, language: "es" },
    });
    expect(res.statusCode).toBe(201);
    const id = (await t.db.selectFrom("bookings").select("client_id").where("id", "=", res.json().id).executeTakeFirstOrThrow()).client_id!;
    const sessions = clientSessions(t.db, t.app.mails, {
      publicUrl: t.config.PUBLIC_URL,
      signer: () => practiceMailContext(t.app.repos, t.config),
      secure: false,
    });
    return { id, cookie: `client_session=${await sessions.issue(id)}` };
  }
  const as = (who: { cookie: string }, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url: `${t.base}${url}`, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const adm = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url: `${t.base}${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const addPhoto = async (who: { cookie: string }, fields: Record<string, string>, photo: Buffer, filename = "IMG_0001.jpg") => {
    const form = await multipart({ ...fields, photo: { content: photo, filename, contentType: "image/jpeg" } });
    return t.app.inject({ method: "POST", url: `${t.base}/api/v1/me/journal`, headers: { cookie: who.cookie, ...form.headers }, payload: form.payload });
  };
  const series = (body: ProgressOut, kind: string): MeasurementSeries => body.kinds.find((k) => k.kind === kind)!;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://practice.test" }, { clock, sqliteInDataDir: true });
    admin = await t.login();
    lucia = await client("lucia@example.com", "Lucía Pérez", "10:00");
    marta = await client("marta@example.com", "Marta Gil", "11:00");
    await outboxSettled(t);
  });
  afterAll(() => t.close());

  it("she notes her weight twice and sees both, with the goal, a chart and her last entry editable for a day", async () => {
    expect((await as(lucia, "POST", "/api/v1/me/measurements", { kind: "weight", value: 71.4, date: "2027-01-02" })).statusCode).toBe(201);
    clock.set("2027-01-04T09:00:00Z");
    const second = await as(lucia, "POST", "/api/v1/me/measurements?lang=gr", { kind: "weight", value: "70,8", date: "2027-01-04" });
    expect(second.statusCode, second.body).toBe(201);
    const goal = await adm("PATCH", `/api/admin/clients/${lucia.id}`, { goals: { weight: 66 } });
    expect(goal.statusCode, goal.body).toBe(200);
    expect(goal.json()).toMatchObject({ id: lucia.id, goals: { weight: 66 } });

    const mine = (await as(lucia, "GET", "/api/v1/me/measurements?lang=gr")).json();
    expect(mine.hide_numbers).toBe(false);
    expect(mine.kinds.map((k: { kind: string }) => k.kind)).toEqual(["weight", "waist", "hip", "body_fat"]);
    const weight = series(mine, "weight");
    expect(weight).toMatchObject({ name: "Βάρος", unit: "kg", goal: 66, custom: false });
    expect(weight.entries.map((e: { value: number; date: string; editable: boolean }) => [e.value, e.date, e.editable])).toEqual([
      [71.4, "2027-01-02", false],
      [70.8, "2027-01-04", true],
    ]);
    // The chart: an SVG with her two points joined, the goal's dashed line and its label.
    expect(weight.chart).toMatch(/^<svg[^>]*viewBox="0 0 360 220"/);
    expect(weight.chart).toContain("<polyline");
    expect(weight.chart!.match(/<circle/g)).toHaveLength(2);
    expect(weight.chart).toContain('stroke-dasharray="6 4"');
    expect(weight.chart).toContain("Στόχος: 66 kg");
    expect(series(mine, "waist").chart).toBeNull();

    // Her last entry changes within the day; the one before, or after the day, does not.
    const [older, last] = weight.entries as [MeasurementSeries["entries"][number], MeasurementSeries["entries"][number]];
    expect((await as(lucia, "PUT", `/api/v1/me/measurements/${last.id}`, { value: 70.6, date: "2027-01-04" })).statusCode).toBe(200);
    const locked = await as(lucia, "PUT", `/api/v1/me/measurements/${older.id}?lang=es`, { value: 60, date: "2027-01-02" });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("Solo puedes cambiar tu última anotación, y solo durante el día siguiente a hacerla.");
    clock.set("2027-01-05T09:30:00Z");
    expect((await as(lucia, "PUT", `/api/v1/me/measurements/${last.id}`, { value: 70, date: "2027-01-04" })).statusCode).toBe(409);
    const after = series((await as(lucia, "GET", "/api/v1/me/measurements")).json(), "weight");
    expect(after.entries.map((e: { value: number }) => e.value)).toEqual([71.4, 70.6]);
    expect(after.entries.every((e: { editable: boolean }) => !e.editable)).toBe(true);

    // The reading is logged; the values are ciphertext in the table.
    const log = await t.db.selectFrom("health_access_log").select(["actor", "what"]).where("client_id", "=", lucia.id).execute();
    expect(log).toContainEqual({ actor: "client", what: "measurements" });
    const raw = await t.db.selectFrom("client_measurements").select("value").where("client_id", "=", lucia.id).execute();
    for (const r of raw) expect(r.value).toMatch(/^v1:/);
  });

  it("bad measurements answer 422 in her language and store nothing", async () => {
    const before = (await t.db.selectFrom("client_measurements").select("id").execute()).length;
    const bad = [
      { kind: "height", value: 170, date: "2027-01-04" },
      { kind: "weight", value: -3, date: "2027-01-04" },
      { kind: "weight", value: "mucho", date: "2027-01-04" },
      { kind: "weight", value: 70, date: "2027-02-30" },
      { kind: "weight", value: 70, date: "2027-03-01" },
      { kind: 999999, value: 70, date: "2027-01-04" },
    ];
    for (const b of bad) {
      const res = await as(lucia, "POST", "/api/v1/me/measurements?lang=es", b);
      expect(res.statusCode, JSON.stringify(b)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const value = await as(lucia, "POST", "/api/v1/me/measurements?lang=es", { kind: "weight", value: -3, date: "2027-01-04" });
    expect(JSON.stringify(value.json())).toContain("Escribe un número positivo, como 64,5.");
    expect((await t.db.selectFrom("client_measurements").select("id").execute()).length).toBe(before);
  });

  it("the nutritionist adds a measurement of her own with its unit, notes values in a session and sets its goal", async () => {
    const added = await adm("POST", `/api/admin/clients/${lucia.id}/measurement_kinds?lang=es`, { name: "Perímetro de brazo", unit: "cm" });
    expect(added.statusCode, added.body).toBe(201);
    const arm = added.json().kinds.find((k: { custom: boolean }) => k.custom);
    expect(arm).toMatchObject({ name: "Perímetro de brazo", unit: "cm", goal: null, entries: [] });
    expect((await adm("POST", `/api/admin/clients/${lucia.id}/measurements`, { kind: Number(arm.kind), value: 29, date: "2027-01-05" })).statusCode).toBe(201);
    expect((await as(lucia, "POST", "/api/v1/me/measurements", { kind: arm.kind, value: 28.5, date: "2027-01-05" })).statusCode).toBe(201);
    const goals = await adm("PATCH", `/api/admin/clients/${lucia.id}`, { goals: { [arm.kind]: 27, waist: 80 } });
    expect(goals.json().goals).toEqual({ weight: 66, waist: 80, [arm.kind]: 27 });
    expect((await adm("PATCH", `/api/admin/clients/${lucia.id}`, { goals: { waist: null } })).json().goals).toEqual({ weight: 66, [arm.kind]: 27 });
    // A measurement of hers is no kind for Marta, for her goals or her entries.
    expect((await adm("PATCH", `/api/admin/clients/${marta.id}`, { goals: { [arm.kind]: 20, weight: 60 } })).statusCode).toBe(422);
    expect((await adm("PATCH", `/api/admin/clients/${marta.id}`, {})).json().goals).toEqual({});
    expect((await as(marta, "POST", "/api/v1/me/measurements", { kind: arm.kind, value: 30, date: "2027-01-05" })).statusCode).toBe(422);

    const hers = series((await as(lucia, "GET", "/api/v1/me/measurements")).json(), arm.kind);
    expect(hers.entries.map((e: { author: string; value: number }) => [e.author, e.value])).toEqual([
      ["practice", 29],
      ["client", 28.5],
    ]);
    expect(hers.goal).toBe(27);
    const names = await t.db.selectFrom("client_measurement_kinds").select(["name", "unit"]).execute();
    expect(names.every((n) => n.name.startsWith("v1:") && n.unit.startsWith("v1:"))).toBe(true);
  });

  it("her journal: a JPEG and an iPhone's HEIC, stored as WebP without EXIF or GPS, commented by the nutritionist", async () => {
    clock.set("2027-01-05T21:30:00Z");
    const jpeg = await phonePhoto();
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");
    expect(HEIC.toString("latin1")).toContain("PhoneMaker");
    const first = await addPhoto(lucia, { meal: "lunch", eaten_at: "2027-01-05T14:10:00+01:00", note: SECRET_NOTE }, jpeg);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ meal: "lunch", eaten_at: "2027-01-05T13:10:00.000Z", note: SECRET_NOTE, comments: [] });
    const second = await addPhoto(lucia, { meal: "dinner", eaten_at: "2027-01-05T21:00:00+01:00" }, HEIC, "IMG_0002.HEIC");
    expect(second.statusCode, second.body).toBe(201);

    for (const id of [first.json().id, second.json().id]) {
      const row = await t.db.selectFrom("client_journal").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.note).toMatch(/^v1:/);
      const stored = t.app.repos.clients.cipher.openBytes((await t.app.storage.get(row.storage_key))!);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("PhoneMaker");
      expect(stored.toString("latin1")).not.toMatch(/GPS|Exif/);
    }
    // The HEIC's pixels came through: the fixture is green.
    const heicRow = await t.db.selectFrom("client_journal").select("storage_key").where("id", "=", second.json().id).executeTakeFirstOrThrow();
    const { dominant } = await sharp(t.app.repos.clients.cipher.openBytes((await t.app.storage.get(heicRow.storage_key))!)).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);

    // The nutritionist reads the journal and comments; she sees the comment.
    const list = await adm("GET", `/api/admin/clients/${lucia.id}/journal`);
    expect(list.json().map((e: { meal: string }) => e.meal)).toEqual(["dinner", "lunch"]);
    const photo = await t.app.inject({ url: list.json()[1].photo_url, headers: bearer(admin) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    const commented = await adm("POST", `/api/admin/clients/${lucia.id}/journal/${first.json().id}/comment`, { body: SECRET_COMMENT });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json().comments).toEqual([{ body: SECRET_COMMENT, created_at: "2027-01-05T21:30:00.000Z" }]);
    const hers = (await as(lucia, "GET", "/api/v1/me/journal")).json();
    expect(hers.find((e: { id: number }) => e.id === first.json().id).comments[0].body).toBe(SECRET_COMMENT);
    expect((await t.app.inject({ url: hers[0].photo_url, headers: { cookie: lucia.cookie } })).statusCode).toBe(200);
    const log = await t.db.selectFrom("health_access_log").select(["actor", "what"]).where("client_id", "=", lucia.id).execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { actor: "admin@test.local", what: "journal" },
        { actor: "admin@test.local", what: `journal_photo:${first.json().id}` },
        { actor: "client", what: "journal" },
      ]),
    );
  });

  it("a message's HEIC attachment is taken too, stored as WebP without its EXIF", async () => {
    const form = await multipart({ body: "Mi cena", attachments: { content: HEIC, filename: "IMG_0003.HEIC", contentType: "image/heic" } });
    const sent = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/me/messages`,
      headers: { cookie: marta.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments).toEqual([expect.objectContaining({ name: "IMG_0003.webp", type: "image/webp" })]);
    const row = await t.db.selectFrom("client_message_files").select("storage_key").where("client_id", "=", marta.id).executeTakeFirstOrThrow();
    const stored = t.app.repos.clients.cipher.openBytes((await t.app.storage.get(row.storage_key))!);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("PhoneMaker");
  });

  it("a journal entry without a photo, with a file that is no photo, or a meal not on the list answers 422 and keeps nothing", async () => {
    const before = (await t.db.selectFrom("client_journal").select("id").execute()).length;
    const files = filesUnder(t.dataDir).length;
    const noPhoto = await multipart({ meal: "lunch", eaten_at: "2027-01-05T14:10:00+01:00" });
    const r1 = await t.app.inject({
      method: "POST",
      url: `${t.base}/api/v1/me/journal?lang=es`,
      headers: { cookie: lucia.cookie, ...noPhoto.headers },
      payload: noPhoto.payload,
    });
    expect(r1.statusCode).toBe(422);
    const r2 = await addPhoto(lucia, { meal: "lunch", eaten_at: "2027-01-05T14:10:00+01:00" }, Buffer.from("<html><script>alert(1)</script>"));
    expect(r2.statusCode).toBe(422);
    expect(JSON.stringify(r2.json())).toContain("JPEG, PNG, WebP");
    expect((await addPhoto(lucia, { meal: "brunch", eaten_at: "2027-01-05T14:10:00+01:00" }, await phonePhoto())).statusCode).toBe(422);
    expect((await addPhoto(lucia, { meal: "lunch", eaten_at: "2027-03-05T14:10:00+01:00" }, await phonePhoto())).statusCode).toBe(422);
    expect((await addPhoto(lucia, { meal: "lunch", eaten_at: "ayer" }, await phonePhoto())).statusCode).toBe(422);
    expect((await t.db.selectFrom("client_journal").select("id").execute()).length).toBe(before);
    expect(filesUnder(t.dataDir).length).toBe(files);
  });

  it("a client reaches neither another client's measurements nor her journal, photos or comments (ids and sessions swapped)", async () => {
    const luciaEntry = (await t.db.selectFrom("client_journal").select("id").where("client_id", "=", lucia.id).executeTakeFirstOrThrow()).id;
    const luciaMeasure = (await t.db.selectFrom("client_measurements").select("id").where("client_id", "=", lucia.id).executeTakeFirstOrThrow()).id;
    // Marta's session sees only Marta's (empty) records.
    const martaView = (await as(marta, "GET", "/api/v1/me/measurements")).json();
    expect(martaView.kinds.every((k: { entries: unknown[] }) => k.entries.length === 0)).toBe(true);
    expect(martaView.kinds.map((k: { kind: string }) => k.kind)).toEqual(["weight", "waist", "hip", "body_fat"]);
    expect((await as(marta, "GET", "/api/v1/me/journal")).json()).toEqual([]);
    expect((await as(marta, "GET", `/api/v1/me/journal/${luciaEntry}/photo`)).statusCode).toBe(404);
    expect((await as(marta, "PUT", `/api/v1/me/measurements/${luciaMeasure}`, { value: 50, date: "2027-01-04" })).statusCode).toBe(404);
    // The admin's routes with her id and another's entry.
    expect((await adm("GET", `/api/admin/clients/${marta.id}/journal/${luciaEntry}/photo`)).statusCode).toBe(404);
    expect((await adm("POST", `/api/admin/clients/${marta.id}/journal/${luciaEntry}/comment`, { body: "x" })).statusCode).toBe(404);
    // Without a session, or with the admin's token only: nothing of hers.
    for (const url of ["/api/v1/me/measurements", "/api/v1/me/journal", `/api/v1/me/journal/${luciaEntry}/photo`]) {
      expect((await t.app.inject({ url: `${t.base}${url}` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `${t.base}${url}`, headers: bearer(admin) })).statusCode).toBe(401);
    }
    // Her session on the admin's routes: refused.
    for (const url of [`/api/admin/clients/${lucia.id}/measurements`, `/api/admin/clients/${lucia.id}/journal`])
      expect([401, 403]).toContain((await as(lucia, "GET", url)).statusCode);
    expect((await t.db.selectFrom("client_journal_comments").select("id").execute()).length).toBe(1);
  });

  it("with hidden numbers no view of hers shows weight, body fat or energy: measurements, journal, plans", async () => {
    const food = (await t.db.selectFrom("foods").select("id").where("source", "=", "usda-sr").limit(1).executeTakeFirstOrThrow()).id;
    const plan = await adm("POST", `/api/admin/clients/${lucia.id}/meal-plans`, {
      name: "Plan de enero",
      targets: { energy_kcal: 1800, protein_pct: 20, fat_pct: 35, carbohydrate_pct: 45, fibre_g: 25 },
      days: [{ name: "Lunes", meals: [{ name: "Desayuno", items: [{ food_id: food, grams: 100 }], alternatives: [] }] }],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect((await adm("POST", `/api/admin/clients/${lucia.id}/meal-plans/${plan.json().id}/deliver`)).statusCode).toBe(201);
    expect((await adm("PATCH", `/api/admin/clients/${lucia.id}`, { hide_numbers: true })).json().hide_numbers).toBe(true);

    const views = [
      "/api/v1/me/measurements?lang=es",
      "/api/v1/me/journal",
      "/api/v1/me/meal-plans",
      `/api/v1/me/meal-plans/${plan.json().id}`,
      `/api/v1/me/meal-plans/${plan.json().id}/shopping-list`,
    ];
    for (const url of views) {
      const res = await as(lucia, "GET", url);
      expect(res.statusCode, url).toBe(200);
      const text = res.body;
      for (const word of ['"weight"', "Peso", '"body_fat"', "Grasa corporal", "kcal", "energy", "71.4", "70.6"])
        expect(text, `${url} shows ${word}`).not.toContain(word);
    }
    const mine = (await as(lucia, "GET", "/api/v1/me/measurements")).json();
    expect(mine.hide_numbers).toBe(true);
    expect(mine.kinds.map((k: { kind: string }) => k.kind)).not.toContain("weight");
    expect((await as(lucia, "GET", `/api/v1/me/meal-plans/${plan.json().id}`)).json()).toMatchObject({ hide_numbers: true, targets: null });
    // She cannot note a weight either; the nutritionist still sees and notes it.
    expect((await as(lucia, "POST", "/api/v1/me/measurements", { kind: "weight", value: 70, date: "2027-01-05" })).statusCode).toBe(422);
    const admins = (await adm("GET", `/api/admin/clients/${lucia.id}/measurements`)).json();
    expect(admins.hide_numbers).toBe(false);
    expect(series(admins, "weight").entries).toHaveLength(2);
    expect((await adm("PATCH", `/api/admin/clients/${lucia.id}`, { hide_numbers: false })).statusCode).toBe(200);
  });

  it("nothing of a note, a comment, a value or a photo is in the data folder in the clear", async () => {
    await outboxSettled(t);
    const row = await t.db.selectFrom("client_journal").select("storage_key").orderBy("id").executeTakeFirstOrThrow();
    const webp = t.app.repos.clients.cipher.openBytes((await t.app.storage.get(row.storage_key))!);
    // (The values are numbers that the shipped food table holds too: they are checked as ciphertext above.)
    const needles = [SECRET_NOTE, SECRET_COMMENT, "Perímetro de brazo"].map((s) => Buffer.from(s));
    const chunks = [(await phonePhoto()).subarray(200, 264), webp.subarray(40, 104), HEIC.subarray(300, 364)];
    const haystacks = await everythingKept(t.db, t.dataDir);
    // The search finds what is kept in clear (her name, on her booking and client record).
    expect(haystacks.some((h) => h.bytes.includes(Buffer.from("Marta Gil")))).toBe(true);
    expect(haystacks.some((h) => h.where.includes("client-journal"))).toBe(true);
    for (const h of haystacks)
      for (const n of [...needles, ...chunks]) expect(h.bytes.includes(n), `${h.where} holds ${n.subarray(0, 20).toString()}`).toBe(false);
  });

  it("her export holds measurements, goals and journal; an erasure keeps them as the law requires, the retention removes them and their photos later", async () => {
    const exp = await adm("POST", "/api/admin/personal_data/export", { email: "lucia@example.com" });
    expect(exp.statusCode, exp.body).toBe(200);
    const records = exp.json().clinical_records;
    expect(records.progress.measurements).toContainEqual(
      expect.objectContaining({ kind: "weight", name: "weight", unit: "kg", value: 71.4, date: "2027-01-02" }),
    );
    expect(records.progress.measurements).toContainEqual(expect.objectContaining({ name: "Perímetro de brazo", unit: "cm", value: 29, author: "practice" }));
    expect(records.progress.goals).toContainEqual({ kind: "weight", name: "weight", unit: "kg", value: 66 });
    expect(records.journal.map((j: { note: string }) => j.note)).toContain(SECRET_NOTE);
    expect(records.journal.find((j: { note: string }) => j.note === SECRET_NOTE).comments[0].body).toBe(SECRET_COMMENT);
    const log = await t.db.selectFrom("health_access_log").select("what").where("client_id", "=", lucia.id).where("actor", "=", "admin@test.local").execute();
    expect(log.map((l) => l.what)).toEqual(expect.arrayContaining(["measurements", "journal"]));

    // No session took place: five years from her last entry, an erasure keeps them with her record.
    const keys = await t.app.repos.clients.storedFiles(lucia.id);
    expect(keys.filter((k) => k.startsWith("client-journal/"))).toHaveLength(2);
    const erase = await adm("POST", "/api/admin/personal_data/erase", { email: "lucia@example.com" });
    expect(erase.statusCode).toBe(200);
    expect(erase.json().erased.clinical_records_kept_until).toBe("2032-01-05T21:30:00.000Z");
    expect((await t.db.selectFrom("client_journal").select("id").where("client_id", "=", lucia.id).execute()).length).toBe(2);

    // Five years on, the retention deletes them, and the job removes the photos.
    const { files } = await runClinicalRetention(t.app.repos.clients, new Date("2032-02-01T00:00:00Z"));
    for (const k of keys.filter((k) => k.startsWith("client-journal/"))) expect(files).toContain(k);
    for (const table of ["client_measurements", "client_journal", "client_journal_comments", "client_goals", "client_measurement_kinds"] as const)
      expect(await t.db.selectFrom(table).select("client_id").where("client_id", "=", lucia.id).execute(), table).toEqual([]);
  });
});
