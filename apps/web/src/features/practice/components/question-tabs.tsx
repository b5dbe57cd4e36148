import EditNote from '@mui/icons-material/EditNoteRounded';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LivePracticeSession } from '../hooks/use-live-practice-session';
import { usePracticeT } from '../catalog';
import {
  questionTabSx,
  questionTabsSx,
  ResultIcon,
  resultTabName,
  tabLabel,
} from './question-tab-label';

/** A tab per answered question (to review it) and one for the current question. */
export function QuestionTabs({ session }: { session: LivePracticeSession }) {
  // Re-rendered with the language: the tab names come from the catalog.
  const t = usePracticeT();
  const { answered, current, view } = session;
  if (!current) return null;
  const busy = session.phase.kind !== 'ready';
  return (
    <Tabs
      value={view === 'current' ? 'current' : view}
      onChange={(_event, value: 'current' | number) => session.viewQuestion(value)}
      aria-label={t('practice.tabs')}
      sx={questionTabsSx}
    >
      {answered.map((item, index) => (
        <Tab
          key={item.question.id}
          value={index}
          id={`practice-tab-${index}`}
          aria-controls="practice-panel"
          disabled={busy}
          label={tabLabel(item.questionNumber)}
          aria-label={resultTabName(item.questionNumber, item.check.isCorrect)}
          icon={<ResultIcon isCorrect={item.check.isCorrect} />}
          iconPosition="start"
          sx={questionTabSx}
        />
      ))}
      <Tab
        value="current"
        id="practice-tab-current"
        aria-controls="practice-panel"
        disabled={busy}
        label={tabLabel(current.questionNumber)}
        aria-label={t('practice.tab.current', { number: current.questionNumber })}
        icon={<EditNote fontSize="small" aria-hidden />}
        iconPosition="start"
        sx={questionTabSx}
      />
    </Tabs>
  );
}
