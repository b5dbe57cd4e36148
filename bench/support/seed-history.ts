/**
 * Finished exams made straight in the database, for benchmarks that need students with a
 * history (the dashboard's past exams, the backup's size): rows as the exam service leaves them
 * when an exam ends, made in seconds for thousands of exams instead of hours of real ones.
 */
import { sql } from 'drizzle-orm';
import { TOPICS } from '@exam/contract';
import type { Database } from '../../apps/api/src/db/database';

/** Users per statement: bounds one INSERT ... SELECT's size. */
const BATCH = 500;

/**
 * Gives each user `perStudent` finished exams, each with `answersPerExam` scored answers and a
 * per-lesson report, in two INSERT ... SELECT statements per batch of users (exams, then their
 * answers).
 */
export async function makeHistories(
  db: Database,
  userIds: readonly string[],
  perStudent: number,
  answersPerExam: number,
): Promise<void> {
  if (perStudent === 0) return;
  const topic = TOPICS[0];
  for (let start = 0; start < userIds.length; start += BATCH) {
    const batch = userIds.slice(start, start + BATCH);
    const users = sql.raw(`'{${batch.join(',')}}'::uuid[]`);
    await db.execute(sql`
      insert into exams (user_id, topic, status, seed, started_at, deadline, finished_at,
        stop_reason, theta, se, performance, detailed_performance, average_time_spent,
        total_questions, correct_answers)
      select u.id, ${topic}, 'finished', n,
        now() - make_interval(days => n, mins => 30), now() - make_interval(days => n) + interval '30 minutes',
        now() - make_interval(days => n), 'target-se', 0.1 * (n % 7), 0.3, 0.4 + 0.02 * (n % 20),
        (select coalesce(jsonb_agg(jsonb_build_object('lessonId', l.id, 'lessonName', l.name,
          'score', 0.5, 'answered', 2) order by l.position), '[]'::jsonb) from lessons l),
        41.5, ${answersPerExam}, 12
      from unnest(${users}) as u(id) cross join generate_series(1, ${perStudent}) as n`);
    await db.execute(sql`
      insert into exam_answers (exam_id, position, question_id, lesson_id, served_at, answered_at,
        user_answer, is_correct, scored, time_spent_seconds)
      select e.id, q.position, q.id, q.lesson_id, e.started_at, e.started_at + interval '40 seconds',
        q.answer, q.position % 3 <> 0, true, 40
      from exams e
      cross join (
        select id, lesson_id, answer, row_number() over (order by id)::int as position
        from questions where status = 'active' order by id limit ${answersPerExam}
      ) q
      where e.user_id = any(${users}) and e.status = 'finished'`);
  }
}
