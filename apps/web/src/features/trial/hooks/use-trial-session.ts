import {
  WebRoutes,
  type TrialInProgress,
  type TrialNextBody,
  type TrialProgress,
  type TrialResult,
} from '@exam/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  useAttemptSession,
  type AttemptSessionConfig,
} from '../../../lib/attempt/use-attempt-session';
import { getCurrentTrial } from '../api/get-current-trial';
import { getTrialState } from '../api/get-trial-state';
import { submitTrialAnswer } from '../api/submit-trial-answer';
import { toTrialReportState } from '../lib/report-state';
import { trialAnswerDrafts, trialMirror } from '../lib/trial-storage';
import { tTrial } from '../catalog';

/** How long the verdict on an answer stays before the next question ("about a second"). */
export const VERDICT_MS = 1000;

/** The verdict on a fresh answer; none when the deadline ended the trial (that says so itself). */
function verdictOf(progress: TrialProgress) {
  if (progress.completed && progress.timerExpired) return undefined;
  return progress.feedback;
}

/**
 * The trial's session (docs/product.md §4 Trial): /start-trial generates the trial and saves it; here a
 * saved trial is confirmed with the server, and with nothing saved the running trial is taken
 * (GET /api/trial/current), else the student goes back to the intro: a trial never starts
 * without its instructions. Each answer's verdict shows for VERDICT_MS; the result goes to
 * /trial-report.
 */
export function useTrialSession() {
  const navigate = useNavigate();
  const config = useMemo(
    (): AttemptSessionConfig<TrialInProgress, TrialResult, TrialNextBody> => ({
      store: trialMirror,
      drafts: trialAnswerDrafts,
      idOf: (trial) => trial.trialId,
      begin: async () => {
        const { trial } = await getCurrentTrial();
        if (!trial) void navigate(WebRoutes.startTrial, { replace: true });
        return trial;
      },
      getState: getTrialState,
      submit: submitTrialAnswer,
      buildBody: (trial, fields) => ({
        trialId: trial.trialId,
        questionId: trial.question.id,
        ...fields,
      }),
      onFinished: (result) => {
        void navigate(WebRoutes.trialReport, { replace: true, state: toTrialReportState(result) });
      },
      texts: {
        initFailed: () => tTrial('trial.initFailed'),
        nextFailed: () => tTrial('trial.nextFailed'),
        submitFailed: () => tTrial('trial.nextFailed'),
      },
      verdictOf,
      verdictMs: VERDICT_MS,
    }),
    [navigate],
  );
  return useAttemptSession(config);
}
