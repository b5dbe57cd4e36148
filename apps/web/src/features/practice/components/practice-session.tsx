import { WebRoutes } from '@exam/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePrefetchKatex } from '../../../components/question/use-katex';
import { StatusScreen } from '../../../components/status-screen';
import type { PracticeNavigationState } from '../../../lib/practice-navigation';
import { useLivePracticeSession } from '../hooks/use-live-practice-session';
import { usePracticeT } from '../catalog';
import { CompletionScreen } from './completion-screen';
import { CurrentQuestion } from './current-question';
import { PracticeError } from './practice-error';
import { PracticeHeader } from './practice-header';
import { QuestionTabs } from './question-tabs';
import { ReviewedQuestion } from './reviewed-question';

/**
 * Downloaded when 'Quit Practice' is first pressed: MUI's Dialog (with Modal and its transitions)
 * was a tenth of the practice screen's first download, for a dialog most sessions never open.
 */
const QuitDialog = lazy(() =>
  import('./quit-dialog').then(({ QuitDialog }) => ({ default: QuitDialog })),
);

/** The live session: loading, error or completion screens, else the header, tabs and question. */
export function PracticeSession({ navigation }: { navigation: PracticeNavigationState | null }) {
  usePrefetchKatex();
  const t = usePracticeT();
  const navigate = useNavigate();
  const location = useLocation();
  const [quitOpen, setQuitOpen] = useState(false);
  // Mounted from the first 'Quit Practice' on, so closing it keeps its animation.
  const [quitAsked, setQuitAsked] = useState(false);
  const session = useLivePracticeSession(navigation, () => {
    // A reload of the completion screen must not bring the finished session back.
    void navigate(location.pathname, { replace: true, state: null });
  });
  const { phase, current, view } = session;

  if (phase.kind === 'completed') return <CompletionScreen result={phase.result} />;
  if (phase.kind === 'error')
    return <PracticeError message={phase.message} onRetry={session.retry} />;
  if (phase.kind === 'loading')
    return <StatusScreen nested message={t('practice.session.loading')} />;
  if (!current) return <PracticeError message={t('practice.noQuestion')} />;

  const reviewed = view === 'current' ? null : session.answered[view];
  const confirmQuit = () => {
    session.quit();
    setQuitOpen(false);
    void navigate(WebRoutes.dashboard);
  };
  return (
    <Stack spacing={2.5}>
      <PracticeHeader
        session={session}
        questionNumber={reviewed?.questionNumber ?? current.questionNumber}
      />
      <Card>
        <QuestionTabs session={session} />
        <CardContent
          role="tabpanel"
          id="practice-panel"
          aria-labelledby={view === 'current' ? 'practice-tab-current' : `practice-tab-${view}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {reviewed ? (
            <ReviewedQuestion item={reviewed} onBack={() => session.viewQuestion('current')} />
          ) : (
            <CurrentQuestion
              session={session}
              onQuit={() => {
                setQuitAsked(true);
                setQuitOpen(true);
              }}
            />
          )}
        </CardContent>
      </Card>
      {quitAsked && (
        <Suspense fallback={null}>
          <QuitDialog open={quitOpen} onCancel={() => setQuitOpen(false)} onConfirm={confirmQuit} />
        </Suspense>
      )}
    </Stack>
  );
}
