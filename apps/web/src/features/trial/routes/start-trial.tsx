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
import { minutesText, useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { useStartTrial } from '../api/generate-trial';
import { useCurrentTrial } from '../api/get-current-trial';
import { trialMirror } from '../lib/trial-storage';
import { TrialTexts } from '../messages';

/** docs/product.md §2 Trial intro: the limit, the number of questions, immediate feedback, no pausing. */
function instructions(minutes: number, questions: number): string[] {
  return [
    `You have ${minutesText(minutes)} for ${questions} questions from every lesson of the topic, from easy to hard.`,
    'After each answer you see at once whether it was right; the correct answers are in your report at the end.',
    'The timer cannot be paused: it starts with the first question and keeps running if you leave the page.',
    'Answer each question to go on; you cannot go back to an earlier one. When the time is up, the trial ends with the answers you have given.',
  ];
}

/** /start-trial: the trial's rules, a way back into a running trial, and 'Start Trial'. */
export function StartTrialPage() {
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
      title="Trial Mode"
      limit={{
        icon: <TimerOutlined />,
        label: `${minutes} min`,
        ariaLabel: `Duration ${minutes} min`,
      }}
      lead={`A ${minutes}-minute trial of ${questions} questions with immediate feedback.`}
      instructions={instructions(minutes, questions)}
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
          {attemptErrorMessage(start.error, TrialTexts.initFailed)}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <StartActions
          label="Start Trial"
          pending={start.isPending}
          onStart={() => start.mutate(undefined, { onSuccess: openTrial })}
        />
      </Box>
    </ModeIntro>
  );
}
