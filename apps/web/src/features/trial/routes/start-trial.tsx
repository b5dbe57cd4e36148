import { WebRoutes, type TrialInProgress } from '@exam/contract';
import TimerOutlined from '@mui/icons-material/TimerRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { ModeIntro } from '../../../components/mode-intro';
import { StartActions } from '../../../components/start-actions';
import { ResumeAlert } from '../../../components/attempt/resume-alert';
import { attemptErrorMessage } from '../../../lib/attempt/attempt-error';
import { localDeadline } from '../../../lib/attempt/attempt-mirror';
import { useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { useStartTrial } from '../api/generate-trial';
import { useCurrentTrial } from '../api/get-current-trial';
import { trialMirror } from '../lib/trial-storage';
import { useTrialT } from '../catalog';

/** docs/product.md §2 Trial intro: the limit, the number of questions, immediate feedback, no pausing. */
function instructions(
  t: ReturnType<typeof useTrialT>,
  minutes: number,
  questions: number,
): string[] {
  return [
    t('trial.start.timer', { minutes, questions }),
    t('trial.start.feedback'),
    t('trial.start.noPause'),
    t('trial.start.noGoingBack'),
  ];
}

/** /start-trial: the trial's rules, a way back into a running trial, and 'Start Trial'. */
export function StartTrialPage() {
  const t = useTrialT();
  const navigate = useNavigate();
  const current = useCurrentTrial();
  const start = useStartTrial();
  const running = current.data?.trial ?? null;
  const lengths = useAttemptLengths();
  // A running trial's own numbers; otherwise what this server gives a new one (GET /api/config).
  const minutes = running ? Math.ceil(running.durationSeconds / 60) : lengths.trialMinutes;
  const questions = running?.totalQuestions ?? lengths.trialQuestions;

  const openTrial = (trial: TrialInProgress) => {
    trialMirror.save(trial, localDeadline(trial.remainingSeconds, Date.now()));
    void navigate(WebRoutes.trial);
  };

  return (
    <ModeIntro
      title={t('trial.start.title')}
      limit={{
        icon: <TimerOutlined />,
        label: t('trial.start.limit', { minutes }),
        ariaLabel: t('trial.start.limitAria', { minutes }),
      }}
      lead={t('trial.start.lead', { minutes, questions })}
      instructions={instructions(t, minutes, questions)}
      notice={
        running && (
          <ResumeAlert
            kind="trial"
            attempt={running}
            onResume={() => openTrial(running)}
            disabled={start.isPending}
          />
        )
      }
    >
      {start.isError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {attemptErrorMessage(start.error, t('trial.initFailed'))}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <StartActions
          label={t('trial.start.button')}
          pending={start.isPending}
          onStart={() => start.mutate(undefined, { onSuccess: openTrial })}
        />
      </Box>
    </ModeIntro>
  );
}
