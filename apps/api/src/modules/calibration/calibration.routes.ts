import {
  ApiRoutes,
  ApplyCalibrationRequestSchema,
  CalibrationProposalSchema,
  CalibrationRunListSchema,
  CalibrationRunParamsSchema,
  CalibrationRunSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { takeFromLimit } from '../rate-limit/rate-limit.service';
import {
  applyCalibration,
  dryRunCalibration,
  listCalibrationRuns,
  revertCalibration,
} from './calibration-console.service';
import { calibrationsPerHour } from './calibration.limits';

/**
 * Calibration from the console (issue 23), admins only: the CLI's estimate as a dry run, applied
 * with the dry run's basis, logged as a run and reversible.
 */
export const calibrationRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const tags = ['admin: calibration'];
  app.post(
    ApiRoutes.admin.calibrationDryRun,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The a/b changes a calibration would make now; nothing is written',
        response: {
          200: CalibrationProposalSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.Forbidden, ErrorCode.RateLimited),
        },
      },
    },
    async (request) => {
      await takeFromLimit(deps, calibrationsPerHour, authOf(request).user.id);
      return dryRunCalibration({ ...deps, log: request.log });
    },
  );

  app.post(
    ApiRoutes.admin.calibrationApply,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Apply a dry run's changes; 409 when the answers or the bank changed since",
        body: ApplyCalibrationRequestSchema,
        response: {
          200: CalibrationRunSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.StaleVersion,
            ErrorCode.RateLimited,
          ),
        },
      },
    },
    async (request) => {
      const adminId = authOf(request).user.id;
      await takeFromLimit(deps, calibrationsPerHour, adminId);
      return applyCalibration({ ...deps, log: request.log }, adminId, request.body.basis);
    },
  );

  app.get(
    ApiRoutes.admin.calibrationRuns,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Applied calibrations, newest first',
        response: {
          200: CalibrationRunListSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.Forbidden),
        },
      },
    },
    async () => listCalibrationRuns(deps),
  );

  app.post(
    ApiRoutes.admin.calibrationRevert,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Put back the parameters a calibration replaced; 409 when an item changed since',
        params: CalibrationRunParamsSchema,
        response: {
          200: CalibrationRunSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.NotFound,
            ErrorCode.AlreadyDone,
            ErrorCode.StaleVersion,
          ),
        },
      },
    },
    async (request) =>
      revertCalibration({ ...deps, log: request.log }, authOf(request).user.id, request.params.id),
  );
  done();
};
