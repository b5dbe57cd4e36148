import { ApiRoutes } from '@exam/contract';
import type { JsonSchema, Operation } from './route-table';

// issue 23 (insights): ids that name no attempt. The console's report and calibration-run ids
// are role-gated (their own block in access-control-matrix.test.ts), and a problem report names
// a question the caller was shown, in any attempt (probed in that block too).
export const INSIGHTS_NON_ATTEMPT_PATHS: ReadonlySet<string> = new Set([
  ApiRoutes.reportProblem,
  ApiRoutes.admin.resolveReport,
  ApiRoutes.admin.calibrationRevert,
]);

/**
 * The id-bearing routes of the route table: signed-in operations with a path parameter or a
 * body field that names one of the student's attempts (or a question of one). What kind of
 * thing an id names is read from its name and the route's path, so a new route such as
 * `GET /api/trial/review/:trialId` joins the access-control matrix without a list to edit;
 * a name this cannot place fails the suite (see kindOf) rather than being skipped.
 */
export type AttemptKind = 'exam' | 'trial' | 'practice' | 'examQuestion' | 'trialQuestion';

export interface IdSlot {
  operation: Operation;
  where: 'path' | 'body';
  name: string;
  kind: AttemptKind;
}

/** Body fields that name an attempt. */
const BODY_ID = /^(?:exam|trial|practice|fromExam|fromPractice)Id$/;

function areaOf(path: string): 'exam' | 'trial' | 'practice' | undefined {
  const area = /^\/api\/(exam|trial|practice)\//.exec(path)?.[1];
  return area as 'exam' | 'trial' | 'practice' | undefined;
}

/** The kind of thing an id field names; throws for one it cannot place. */
export function kindOf(operation: Operation, name: string): AttemptKind {
  const area = areaOf(operation.path);
  if (/^(?:exam|fromExam)Id$/.test(name)) return 'exam';
  if (name === 'trialId') return 'trial';
  if (/^(?:practice|fromPractice)Id$/.test(name)) return 'practice';
  if (name === 'id' && area && operation.path.includes('/question/')) {
    if (area === 'exam') return 'examQuestion';
    if (area === 'trial') return 'trialQuestion';
  }
  if (name === 'id' && area) return area;
  throw new Error(`cannot tell what ${name} of ${operation.method} ${operation.path} names`);
}

// issue 23: classes
/**
 * Teachers' classes and a student's memberships name classes and class members, not attempts:
 * their own block of the access-control matrix probes them (teacher x other teacher's class,
 * teacher x student who left, student and admin x teacher routes).
 */
export const isClassesRoute = (operation: Operation) =>
  operation.path.startsWith('/api/teacher/') || operation.path.startsWith('/api/account/classes');

export function idSlots(operations: Operation[]): IdSlot[] {
  const slots: IdSlot[] = [];
  for (const operation of operations) {
    if (!operation.secured) continue;
    // issue 23, roles: the routes of one role (admin console, teachers) name no attempt of a
    // student; the matrix's roles section probes them by role.
    if (/^\/api\/(?:admin|teacher)\//.test(operation.path)) continue;
    // issue 23 (insights)
    if (INSIGHTS_NON_ATTEMPT_PATHS.has(operation.path)) continue;
    // issue 23: classes
    if (isClassesRoute(operation)) continue;
    for (const parameter of operation.pathParams) {
      slots.push({
        operation,
        where: 'path',
        name: parameter.name,
        kind: kindOf(operation, parameter.name),
      });
    }
    const properties = (operation.body?.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of Object.keys(properties).filter((field) => BODY_ID.test(field))) {
      slots.push({ operation, where: 'body', name, kind: kindOf(operation, name) });
    }
  }
  return slots;
}
