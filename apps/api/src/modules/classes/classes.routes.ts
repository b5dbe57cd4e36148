import {
  ApiRoutes,
  ClassIdParamsSchema,
  ClassOverviewSchema,
  ClassStudentExamParamsSchema,
  ClassStudentParamsSchema,
  ClassStudentPracticeParamsSchema,
  ClassStudentSchema,
  ClassStudentTrialParamsSchema,
  CreateClassRequestSchema,
  DashboardQuerySchema,
  ErrorCode,
  ExamDetailsSchema,
  PracticeSessionDetailSchema,
  TeacherClassListSchema,
  TeacherClassSchema,
  TrialDetailsSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { assertNotLimited, countEvent } from '../rate-limit/rate-limit.service';
import { classCsv, csvFileName } from './class-csv';
import { classCsvExports } from './classes.limits';
import {
  createClass,
  getClassOverview,
  getClassStudent,
  getClassStudentExam,
  getClassStudentPractice,
  getClassStudentTrial,
  listClasses,
} from './classes.service';

/**
 * A teacher's classes (issue 23, decision 046): teachers only (403 for every other role), and
 * only their own classes' current members (404 for anything else, as for what does not exist).
 * Read only over the students: nothing here changes a student's data.
 */
export const classesRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['teacher'];
  const security = bearerSecurity;
  const preHandler = app.requireRole('teacher');
  const teacherIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const denied = [ErrorCode.Unauthenticated, ErrorCode.Forbidden] as const;

  app.get(
    ApiRoutes.teacher.classes,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The teacher's classes with their join codes and numbers of students",
        response: { 200: TeacherClassListSchema, ...errorResponses(...denied) },
      },
    },
    async (request) => listClasses(deps, teacherIdOf(request)),
  );

  app.post(
    ApiRoutes.teacher.classes,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a class with a new join code',
        body: CreateClassRequestSchema,
        response: {
          201: TeacherClassSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ...denied),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClass(deps, teacherIdOf(request), request.body.name)),
  );

  app.get(
    ApiRoutes.teacher.class,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          "The class table: each student's mastery per lesson, work and last activity, the weakest lessons and who has not practised this week (?timeZone=)",
        params: ClassIdParamsSchema,
        querystring: DashboardQuerySchema,
        response: {
          200: ClassOverviewSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) =>
      getClassOverview(deps, teacherIdOf(request), request.params.classId, request.query.timeZone),
  );

  app.get(
    ApiRoutes.teacher.classCsv,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The class table as a CSV file to download (?timeZone=)',
        params: ClassIdParamsSchema,
        querystring: DashboardQuerySchema,
        response: {
          200: {
            description: 'The class table, one row per student',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.NotFound,
            ErrorCode.RateLimited,
            ...denied,
          ),
        },
      },
    },
    async (request, reply) => {
      const teacherId = teacherIdOf(request);
      await assertNotLimited(deps, [[classCsvExports, teacherId]]);
      const overview = await getClassOverview(
        deps,
        teacherId,
        request.params.classId,
        request.query.timeZone,
      );
      await countEvent(deps, classCsvExports, teacherId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(overview.class.name)}"`)
        .serializer((payload: string) => payload)
        .send(classCsv(overview));
    },
  );

  const placeOf = (
    request: Parameters<typeof authOf>[0] & { params: { classId: string; userId: string } },
  ) => ({
    teacherId: teacherIdOf(request),
    classId: request.params.classId,
    userId: request.params.userId,
  });

  app.get(
    ApiRoutes.teacher.student,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A student's work in the class: mastery per lesson, exams, trials and practice",
        params: ClassStudentParamsSchema,
        response: {
          200: ClassStudentSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => getClassStudent(deps, placeOf(request)),
  );

  app.get(
    ApiRoutes.teacher.studentExam,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A student's finished exam, as the student's own exam details",
        params: ClassStudentExamParamsSchema,
        response: {
          200: ExamDetailsSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => getClassStudentExam(deps, placeOf(request), request.params.examId),
  );

  app.get(
    ApiRoutes.teacher.studentTrial,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A student's finished trial, as the student's own trial details",
        params: ClassStudentTrialParamsSchema,
        response: {
          200: TrialDetailsSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => getClassStudentTrial(deps, placeOf(request), request.params.trialId),
  );

  app.get(
    ApiRoutes.teacher.studentPractice,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A student's practice session, as the student's own session review",
        params: ClassStudentPracticeParamsSchema,
        response: {
          200: PracticeSessionDetailSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => getClassStudentPractice(deps, placeOf(request), request.params.practiceId),
  );
  done();
};
