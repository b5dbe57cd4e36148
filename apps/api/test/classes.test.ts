import {
  ApiRoutes,
  ClassMessages,
  ErrorCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  Messages,
} from '@exam/contract';
import type {
  AccountExport,
  ClassOverview,
  ClassStudent,
  Dashboard,
  MyClass,
  TeacherClass,
} from '@exam/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  classMembers,
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  users,
} from '../src/db/schema';
import { createClass } from '../src/modules/classes/classes.service';
import { answer as answerExam, startExam, TOPIC } from './helpers/exam';
import type { CreatedUser } from './helpers/factories';
import { countRows, createUser } from './helpers/factories';
import type { RequestOptions, TestApp } from './helpers/test-app';
import { createTestApp, TEST_XSRF_COOKIE, XSRF_TOKEN } from './helpers/test-app';
import { answerTrial, startTrial } from './helpers/trial';

/**
 * Teachers' classes (issue 23, decision 046) on the real app: creating classes, joining with a
 * code, the class table with the dashboard's mastery, a student's work and reports read through
 * the student's own report services, leaving (which hides the student at once), the CSV, the
 * limits, and nobody seeing what is not theirs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function setClock(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

async function makeRole(user: CreatedUser, role: 'teacher' | 'admin') {
  await t.db.update(users).set({ role }).where(eq(users.id, user.user.id));
  return user;
}

async function createTeacher(username = 'Ms Teacher') {
  return makeRole(await createUser(t, { username }), 'teacher');
}

function del(url: string, options: RequestOptions = {}) {
  return t.app.inject({
    method: 'DELETE',
    url,
    cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
    headers: {
      'x-xsrf-token': XSRF_TOKEN,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

const classUrl = (route: string, params: Record<string, string>) =>
  Object.entries(params).reduce((url, [name, value]) => url.replace(`:${name}`, value), route);

async function newClass(teacher: CreatedUser, name = 'Year 10 B'): Promise<TeacherClass> {
  const response = await t.post(ApiRoutes.teacher.classes, { name }, { token: teacher.token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TeacherClass>();
}

async function join(student: CreatedUser, code: string): Promise<MyClass> {
  const response = await t.post(ApiRoutes.account.classes, { code }, { token: student.token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MyClass>();
}

async function overview(teacher: CreatedUser, classId: string, query = ''): Promise<ClassOverview> {
  const response = await t.get(`${classUrl(ApiRoutes.teacher.class, { classId })}${query}`, {
    token: teacher.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClassOverview>();
}

/** Active questions of the bank's first lessons (teaching order), a few per lesson. */
async function bankQuestions(lessonCount: number, perLesson: number) {
  const rows = await t.db
    .select({ id: questions.id, lessonId: questions.lessonId })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(questions.status, 'active'))
    .orderBy(asc(lessons.position), asc(lessons.name), asc(questions.id));
  const byLesson = new Map<string, { id: string; lessonId: string }[]>();
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    if (list.length < perLesson) list.push(row);
    byLesson.set(row.lessonId, list);
  }
  return [...byLesson.values()].slice(0, lessonCount);
}

/** A finished practice session with checked answers, written straight to the database. */
async function seedPractice(
  userId: string,
  answers: { question: { id: string; lessonId: string }; at: string; correct?: boolean }[],
) {
  const first = Date.parse(answers[0]?.at ?? t.clock.now().toISOString());
  const [session] = await t.db
    .insert(practiceSessions)
    .values({
      userId,
      topic: TOPIC,
      seed: 1,
      startedAt: new Date(first - 60_000),
      status: 'finished',
      finishedAt: new Date(Date.parse(answers.at(-1)?.at ?? '') + 1000),
      totalAnswered: answers.length,
      correctCount: answers.filter((answer) => answer.correct !== false).length,
    })
    .returning();
  if (!session) throw new Error('no session');
  await t.db.insert(practiceAnswers).values(
    answers.map((answer, index) => ({
      sessionId: session.id,
      position: index + 1,
      questionId: answer.question.id,
      lessonId: answer.question.lessonId,
      servedAt: new Date(Date.parse(answer.at) - 30_000),
      checkedAt: new Date(answer.at),
      userAnswer: answer.correct === false ? 'wrong' : 'right',
      isCorrect: answer.correct !== false,
      timeSpentSeconds: 30,
      hintsUsed: 0,
      firstTryCorrect: answer.correct !== false,
      firstAnswer: null,
    })),
  );
  return session;
}

describe('teacher routes: roles', () => {
  it('are for teachers only: 401 without a session, 403 for a student and an admin', async () => {
    const student = await createUser(t);
    const admin = await makeRole(await createUser(t), 'admin');
    const teacher = await createTeacher();
    const { id } = await newClass(teacher);
    const urls = [
      ApiRoutes.teacher.classes,
      classUrl(ApiRoutes.teacher.class, { classId: id }),
      classUrl(ApiRoutes.teacher.classCsv, { classId: id }),
      classUrl(ApiRoutes.teacher.student, { classId: id, userId: student.user.id }),
    ];
    for (const url of urls) {
      expect((await t.get(url)).statusCode, url).toBe(401);
      for (const who of [student, admin]) {
        const response = await t.get(url, { token: who.token });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          code: ErrorCode.Forbidden,
          message: Messages.forbiddenRole,
        });
      }
    }
    const before = await countRows(t.db, classes);
    const post = await t.post(ApiRoutes.teacher.classes, { name: 'Mine' }, { token: admin.token });
    expect(post.statusCode).toBe(403);
    expect(await countRows(t.db, classes)).toBe(before);
  });

  it('takes the role from the database on every request', async () => {
    const teacher = await createTeacher();
    expect((await t.get(ApiRoutes.teacher.classes, { token: teacher.token })).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'student' }).where(eq(users.id, teacher.user.id));
    expect((await t.get(ApiRoutes.teacher.classes, { token: teacher.token })).statusCode).toBe(403);
  });
});

describe('creating classes', () => {
  it('gives each class a join code of the alphabet and lists the teacher’s own classes', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const first = await newClass(teacher, '  Year 10 A  ');
    const second = await newClass(teacher, 'Year 11');
    await newClass(other, 'Not yours');
    expect(first.name).toBe('Year 10 A');
    expect(first.students).toBe(0);
    for (const created of [first, second]) {
      expect(created.joinCode).toHaveLength(JOIN_CODE_LENGTH);
      expect([...created.joinCode].every((char) => JOIN_CODE_ALPHABET.includes(char))).toBe(true);
    }
    expect(first.joinCode).not.toBe(second.joinCode);
    const list = await t.get(ApiRoutes.teacher.classes, { token: teacher.token });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<TeacherClass[]>()
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['Year 10 A', 'Year 11']);
  });

  it('refuses a missing, blank or too long name with its message, writing nothing', async () => {
    const teacher = await createTeacher();
    const before = await countRows(t.db, classes);
    for (const [body, message] of [
      [{}, ClassMessages.nameRequired],
      [{ name: '   ' }, ClassMessages.nameRequired],
      [{ name: 'x'.repeat(81) }, ClassMessages.nameTooLong],
      [{ name: 'A', extra: 1 }, undefined],
      // Found by the endpoint fuzz: a NUL was a 500 (PostgreSQL cannot store it).
      [{ name: 'Year\u0000 10' }, 'Class name contains hidden or control characters'],
      [{ name: '\u202eYear 10' }, 'Class name contains hidden or control characters'],
    ] as const) {
      const response = await t.post(ApiRoutes.teacher.classes, body, { token: teacher.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.ValidationFailed });
      if (message) expect(response.body).toContain(message);
    }
    expect(await countRows(t.db, classes)).toBe(before);
  });

  it('draws the code again when it clashes with another class’s', async () => {
    const teacher = await createTeacher();
    const taken = await newClass(teacher);
    const draws = [taken.joinCode, taken.joinCode, 'ZZZZ2345'];
    const created = await createClass(
      { db: t.db },
      teacher.user.id,
      'Retry',
      () => draws.shift() ?? 'NEVER',
    );
    expect(created.joinCode).toBe('ZZZZ2345');
    expect(draws).toEqual([]);
  });
});

describe('joining, listing and leaving (the student)', () => {
  it('joins with the code in any case and with spaces or dashes, and lists the class with its teacher', async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher('Mr Hany');
    const student = await createUser(t);
    const created = await newClass(teacher, 'Maths 10');
    const typed = `${created.joinCode.slice(0, 4).toLowerCase()}-${created.joinCode.slice(4)} `;
    const joined = await join(student, typed);
    expect(joined).toEqual({
      classId: created.id,
      className: 'Maths 10',
      teacherName: 'Mr Hany',
      joinedAt: '2026-11-26T10:00:00.000Z',
    });
    const list = await t.get(ApiRoutes.account.classes, { token: student.token });
    expect(list.json()).toEqual([joined]);
    const classList = await t.get(ApiRoutes.teacher.classes, { token: teacher.token });
    expect(classList.json<TeacherClass[]>()[0]?.students).toBe(1);
  });

  it('answers an unknown code 404, a malformed one 400, a second join 409, the teacher’s own class 409', async () => {
    const teacher = await createTeacher();
    const student = await createUser(t);
    const created = await newClass(teacher);
    const unknown = await t.post(
      ApiRoutes.account.classes,
      { code: 'ABCDEFGH' === created.joinCode ? 'ABCDEFGJ' : 'ABCDEFGH' },
      { token: student.token },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: ErrorCode.NotFound,
      message: ClassMessages.codeUnknown,
    });
    for (const code of ['ABC', 'ABCDEFG0', 'ABCDEFGHJ', 42]) {
      const response = await t.post(ApiRoutes.account.classes, { code }, { token: student.token });
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.body).toContain(ClassMessages.codeInvalid);
    }
    await join(student, created.joinCode);
    const again = await t.post(
      ApiRoutes.account.classes,
      { code: created.joinCode },
      { token: student.token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: ErrorCode.AlreadyDone,
      message: ClassMessages.alreadyMember,
    });
    const own = await t.post(
      ApiRoutes.account.classes,
      { code: created.joinCode },
      { token: teacher.token },
    );
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: ErrorCode.AlreadyDone, message: ClassMessages.ownClass });
    expect(await t.db.$count(classMembers, eq(classMembers.classId, created.id))).toBe(1);
  });

  it('lets a teacher join another teacher’s class (teachers keep their student features)', async () => {
    const teacher = await createTeacher();
    const colleague = await createTeacher();
    const created = await newClass(teacher);
    expect((await join(colleague, created.joinCode)).classId).toBe(created.id);
  });

  it('stops guessing after 10 wrong codes an hour, even with a right code, and lets it go after the hour', async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const guesser = await createUser(t);
    const created = await newClass(teacher);
    const wrong = created.joinCode === 'WWWWWWWW' ? 'XXXXXXXX' : 'WWWWWWWW';
    for (let i = 0; i < 10; i += 1) {
      const response = await t.post(
        ApiRoutes.account.classes,
        { code: wrong },
        { token: guesser.token },
      );
      expect(response.statusCode).toBe(404);
    }
    const right = await t.post(
      ApiRoutes.account.classes,
      { code: created.joinCode },
      { token: guesser.token },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: ErrorCode.RateLimited });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.$count(classMembers, eq(classMembers.userId, guesser.user.id))).toBe(0);
    // Another account is not limited by this one's guesses.
    await join(await createUser(t), created.joinCode);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await join(guesser, created.joinCode);
  });

  it('leaves with 204, then 404; leaving a class one is not in is 404 and changes nothing', async () => {
    const teacher = await createTeacher();
    const student = await createUser(t);
    const bystander = await createUser(t);
    const created = await newClass(teacher);
    await join(student, created.joinCode);
    await join(bystander, created.joinCode);
    const url = classUrl(ApiRoutes.account.class, { classId: created.id });
    expect((await del(url)).statusCode).toBe(401);
    const outsider = await createUser(t);
    expect((await del(url, { token: outsider.token })).statusCode).toBe(404);
    expect(await t.db.$count(classMembers, eq(classMembers.classId, created.id))).toBe(2);
    const left = await del(url, { token: student.token });
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
    expect((await del(url, { token: student.token })).statusCode).toBe(404);
    expect((await t.get(ApiRoutes.account.classes, { token: student.token })).json()).toEqual([]);
    expect(
      (await del(classUrl(ApiRoutes.account.class, { classId: 'nope' }), { token: student.token }))
        .statusCode,
    ).toBe(400);
    expect(await t.db.$count(classMembers, eq(classMembers.classId, created.id))).toBe(1);
  });
});

describe('the class table', () => {
  it("shows each member's mastery as their dashboard does, their work, and who has not practised this week", async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const created = await newClass(teacher);
    const busy = await createUser(t, { username: 'Amira' });
    const idle = await createUser(t, { username: 'Bassem' });
    const lapsed = await createUser(t, { username: 'Carma' });
    for (const student of [busy, idle, lapsed]) await join(student, created.joinCode);
    const [first, second] = await bankQuestions(2, 6);
    if (!first || !second) throw new Error('bank too small');
    // Amira: a strong first lesson, a shaky second one, answered yesterday.
    await seedPractice(busy.user.id, [
      ...first.map((question, i) => ({ question, at: `2026-11-25T08:0${i}:00Z` })),
      ...second.map((question, i) => ({
        question,
        at: `2026-11-25T09:0${i}:00Z`,
        correct: i % 3 === 0,
      })),
    ]);
    // Carma practised 8 days ago in Cairo: not this week.
    await seedPractice(lapsed.user.id, [{ question: second[0]!, at: '2026-11-18T08:00:00Z' }]);
    // Amira also finished an exam and a trial (a second start finishes the first).
    const exam = await startExam(t, busy.token);
    await answerExam(t, busy.token, exam, 'correct');
    await startExam(t, busy.token);
    const trial = await startTrial(t, busy.token);
    await answerTrial(t, busy.token, trial, 'wrong');
    await startTrial(t, busy.token);

    const table = await overview(teacher, created.id);
    expect(table.class).toMatchObject({ id: created.id, students: 3 });
    expect(table.students.map((row) => row.username)).toEqual(['Amira', 'Bassem', 'Carma']);
    const dashboard = (await t.get(ApiRoutes.dashboard, { token: busy.token })).json<Dashboard>();
    const dashboardLevel = new Map(dashboard.mastery.map((row) => [row.lessonId, row.level]));
    const [amira, bassem, carma] = table.students;
    expect(table.lessons.length).toBe(dashboard.mastery.length);
    expect(amira?.mastery).toEqual(
      table.lessons.map((lesson) => dashboardLevel.get(lesson.lessonId)),
    );
    expect(
      amira?.mastery[table.lessons.findIndex((l) => l.lessonId === first[0]?.lessonId)],
    ).not.toBe('not-started');
    expect(amira).toMatchObject({
      exams: 1,
      trials: 1,
      practiceAnswers: first.length + second.length,
      practisedThisWeek: true,
    });
    expect(amira?.lastActiveAt).not.toBeNull();
    expect(bassem).toMatchObject({
      exams: 0,
      trials: 0,
      practiceAnswers: 0,
      lastActiveAt: null,
      practisedThisWeek: false,
    });
    expect(bassem?.mastery.every((level) => level === 'not-started')).toBe(true);
    expect(carma).toMatchObject({
      practiceAnswers: 1,
      lastActiveAt: '2026-11-18T08:00:00.000Z',
      practisedThisWeek: false,
    });
    expect(table.notPractisedThisWeek).toEqual(['Bassem', 'Carma']);
    const weakest = table.weakestLessons[0];
    expect(weakest?.lessonId).toBe(second[0]?.lessonId);
    expect(weakest?.attempted).toBe(2);
    expect(weakest?.belowProficient).toBeGreaterThanOrEqual(1);
    expect(table.weakestLessons.length).toBeLessThanOrEqual(5);
  });

  it('counts this week in the given time zone (default Africa/Cairo)', async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const created = await newClass(teacher);
    const student = await createUser(t);
    await join(student, created.joinCode);
    const [lesson] = await bankQuestions(1, 1);
    // 22:30 UTC on the 19th is already the 20th in Cairo (UTC+2): the first day of the window.
    await seedPractice(student.user.id, [{ question: lesson![0]!, at: '2026-11-19T22:30:00Z' }]);
    expect((await overview(teacher, created.id)).students[0]?.practisedThisWeek).toBe(true);
    const utc = await overview(teacher, created.id, '?timeZone=UTC');
    expect(utc.students[0]?.practisedThisWeek).toBe(false);
    const bad = await t.get(
      `${classUrl(ApiRoutes.teacher.class, { classId: created.id })}?timeZone=Mars%2FOlympus`,
      { token: teacher.token },
    );
    expect(bad.statusCode).toBe(400);
  });

  it("is 404 for another teacher's class exactly as for a class that does not exist", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const theirs = await newClass(other);
    const mine = await t.get(classUrl(ApiRoutes.teacher.class, { classId: theirs.id }), {
      token: teacher.token,
    });
    const missing = await t.get(
      classUrl(ApiRoutes.teacher.class, { classId: '00000000-0000-4000-8000-000000000000' }),
      { token: teacher.token },
    );
    expect(mine.statusCode).toBe(404);
    expect(mine.body).toBe(missing.body);
    const csv = await t.get(classUrl(ApiRoutes.teacher.classCsv, { classId: theirs.id }), {
      token: teacher.token,
    });
    expect(csv.statusCode).toBe(404);
  });
});

describe("a student's work", () => {
  it("answers exactly what the student's own report routes answer, and 404 once they leave", async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const created = await newClass(teacher);
    const student = await createUser(t, { username: 'Dina' });
    await join(student, created.joinCode);
    const [lesson] = await bankQuestions(1, 2);
    const session = await seedPractice(student.user.id, [
      { question: lesson![0]!, at: '2026-11-26T08:00:00Z' },
      { question: lesson![1]!, at: '2026-11-26T08:01:00Z', correct: false },
    ]);
    const exam = await startExam(t, student.token);
    await answerExam(t, student.token, exam, 'wrong');
    await startExam(t, student.token);
    const trial = await startTrial(t, student.token);
    await answerTrial(t, student.token, trial, 'correct');
    await startTrial(t, student.token);

    const place = { classId: created.id, userId: student.user.id };
    const work = await t.get(classUrl(ApiRoutes.teacher.student, place), { token: teacher.token });
    expect(work.statusCode, work.body).toBe(200);
    const body = work.json<ClassStudent>();
    expect(body).toMatchObject({
      userId: student.user.id,
      username: 'Dina',
      className: created.name,
    });
    expect(body.exams.map((entry) => entry.examId)).toEqual([exam.examId]);
    expect(body.trials.map((entry) => entry.trialId)).toEqual([trial.trialId]);
    expect(body.trials[0]?.correct).toBe(1);
    expect(body.trials[0]?.questions).toBeGreaterThanOrEqual(1);
    expect(body.practice).toEqual([
      expect.objectContaining({ practiceId: session.id, answered: 2, correct: 1 }),
    ]);
    expect(body.mastery.some((row) => row.level !== 'not-started')).toBe(true);

    const pairs = [
      [
        classUrl(ApiRoutes.teacher.studentExam, { ...place, examId: exam.examId }),
        ApiRoutes.exam.details.replace(':id', exam.examId),
      ],
      [
        classUrl(ApiRoutes.teacher.studentTrial, { ...place, trialId: trial.trialId }),
        ApiRoutes.trial.details.replace(':trialId', trial.trialId),
      ],
      [
        classUrl(ApiRoutes.teacher.studentPractice, { ...place, practiceId: session.id }),
        ApiRoutes.practice.session.replace(':id', session.id),
      ],
    ] as const;
    for (const [teacherUrl, studentUrl] of pairs) {
      const asTeacher = await t.get(teacherUrl, { token: teacher.token });
      const asStudent = await t.get(studentUrl, { token: student.token });
      expect(asStudent.statusCode, studentUrl).toBe(200);
      expect(asTeacher.statusCode, teacherUrl).toBe(200);
      expect(asTeacher.json(), teacherUrl).toEqual(asStudent.json());
    }

    // The student leaves: every read of them is 404 at once, and they leave the table.
    expect(
      (
        await del(classUrl(ApiRoutes.account.class, { classId: created.id }), {
          token: student.token,
        })
      ).statusCode,
    ).toBe(204);
    for (const url of [classUrl(ApiRoutes.teacher.student, place), ...pairs.map(([url]) => url)]) {
      const response = await t.get(url, { token: teacher.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: ErrorCode.NotFound, message: Messages.notFound });
    }
    expect((await overview(teacher, created.id)).students).toEqual([]);
  });

  it('is 404 for another teacher, a student outside the class, and a report of someone else', async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const other = await createTeacher();
    const created = await newClass(teacher);
    const member = await createUser(t);
    const outsider = await createUser(t);
    await join(member, created.joinCode);
    const [lesson] = await bankQuestions(1, 1);
    const outsiderSession = await seedPractice(outsider.user.id, [
      { question: lesson![0]!, at: '2026-11-26T08:00:00Z' },
    ]);
    const memberSession = await seedPractice(member.user.id, [
      { question: lesson![0]!, at: '2026-11-26T08:00:00Z' },
    ]);
    const member404 = { classId: created.id, userId: member.user.id };
    const cases: [string, string][] = [
      // Another teacher, the member's own session.
      [
        other.token,
        classUrl(ApiRoutes.teacher.studentPractice, { ...member404, practiceId: memberSession.id }),
      ],
      [other.token, classUrl(ApiRoutes.teacher.student, member404)],
      // A student who never joined.
      [
        teacher.token,
        classUrl(ApiRoutes.teacher.student, { classId: created.id, userId: outsider.user.id }),
      ],
      // The member's id with someone else's report id.
      [
        teacher.token,
        classUrl(ApiRoutes.teacher.studentPractice, {
          ...member404,
          practiceId: outsiderSession.id,
        }),
      ],
    ];
    for (const [token, url] of cases) {
      const response = await t.get(url, { token });
      expect(response.statusCode, url).toBe(404);
    }
    // The control: the member's own session is there for their teacher.
    const own = await t.get(
      classUrl(ApiRoutes.teacher.studentPractice, { ...member404, practiceId: memberSession.id }),
      { token: teacher.token },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('the CSV export', () => {
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i];
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i += 1;
      } else cell += char;
    }
    return rows;
  }

  it('has a header and a row per student, names that cannot run as formulas, and a download name', async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher();
    const created = await newClass(teacher, 'Year 10, "B"');
    const formula = await createUser(t);
    const plain = await createUser(t, { username: 'Omar' });
    await t.db
      .update(users)
      .set({ username: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(users.id, formula.user.id));
    for (const student of [formula, plain]) await join(student, created.joinCode);
    const [lesson] = await bankQuestions(1, 1);
    await seedPractice(plain.user.id, [{ question: lesson![0]!, at: '2026-11-26T08:00:00Z' }]);

    const response = await t.get(classUrl(ApiRoutes.teacher.classCsv, { classId: created.id }), {
      token: teacher.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="class-year-10-b.csv"',
    );
    const table = await overview(teacher, created.id);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Name',
      ...table.lessons.map((entry) => entry.lessonName),
      'Exams',
      'Trials',
      'Practice answers',
      'Last active',
      'Practised this week',
    ]);
    expect(rows).toHaveLength(3);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byName.has(`'=HYPERLINK("http://evil.example","x")`)).toBe(true);
    const omar = byName.get('Omar');
    expect(omar?.slice(-5)).toEqual(['0', '0', '1', '2026-11-26T08:00:00.000Z', 'Yes']);
    expect(
      omar
        ?.slice(1, -5)
        .every((cell) =>
          ['Not started', 'Attempted', 'Familiar', 'Proficient', 'Mastered'].includes(cell),
        ),
    ).toBe(true);
  });

  it('is limited to 30 downloads an hour per teacher', async () => {
    const teacher = await createTeacher();
    const created = await newClass(teacher);
    const url = classUrl(ApiRoutes.teacher.classCsv, { classId: created.id });
    for (let i = 0; i < 30; i += 1) {
      expect((await t.get(url, { token: teacher.token })).statusCode).toBe(200);
    }
    const limited = await t.get(url, { token: teacher.token });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: ErrorCode.RateLimited });
    // The table itself is not limited.
    expect(
      (
        await t.get(classUrl(ApiRoutes.teacher.class, { classId: created.id }), {
          token: teacher.token,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('account export and deletion', () => {
  it("exports a student's memberships and a teacher's classes; deleting either removes them", async () => {
    setClock('2026-11-26T10:00:00Z');
    const teacher = await createTeacher('Mrs Nour');
    const student = await createUser(t);
    const created = await newClass(teacher, 'Geometry club');
    await join(student, created.joinCode);
    const studentData = (
      await t.get(ApiRoutes.account.export, { token: student.token })
    ).json<AccountExport>();
    expect(studentData.classMemberships).toEqual([
      {
        classId: created.id,
        className: 'Geometry club',
        teacherName: 'Mrs Nour',
        joinedAt: '2026-11-26T10:00:00.000Z',
      },
    ]);
    expect(studentData.classesTaught).toEqual([]);
    const teacherData = (
      await t.get(ApiRoutes.account.export, { token: teacher.token })
    ).json<AccountExport>();
    expect(teacherData.classesTaught).toEqual([
      {
        id: created.id,
        name: 'Geometry club',
        joinCode: created.joinCode,
        students: 1,
        createdAt: created.createdAt,
      },
    ]);
    expect(JSON.stringify(teacherData)).not.toContain(student.user.id);

    const deleted = await t.post(
      ApiRoutes.account.delete,
      { password: student.password },
      { token: student.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.$count(classMembers, eq(classMembers.userId, student.user.id))).toBe(0);
    const gone = await t.post(
      ApiRoutes.account.delete,
      { password: teacher.password },
      { token: teacher.token },
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.db.$count(classes, eq(classes.id, created.id))).toBe(0);
  });
});
