import type { CheckQuestionResponse } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AnswerInput } from '../../../components/question/answer-input';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { TypesetGate } from '../../../components/question/typeset-gate';
import { ReasonText } from '../../../components/question/reason-text';
import { useAdminT } from '../catalog';

type Width = 'phone' | 'desktop';
export const PHONE_WIDTH = 360;

type Props = {
  check: CheckQuestionResponse | undefined;
  /** The check is waiting for the server (typing has paused). */
  checking: boolean;
  /** The last check was refused: the form's fields show why. */
  refused: boolean;
  answer: string;
  onAnswer: (answer: string) => void;
};

/**
 * The question exactly as a student sees it in practice: the same QuestionText (KaTeX),
 * QuestionFigure (the figure the server rendered, sent inline as with a running question) and
 * AnswerInput. 'Phone' draws it in a 360 px frame. Below, 'Try an answer' is the marking dry
 * run: the server's verdict, its reason and how it read the answer.
 */
export function QuestionPreview({ check, checking, refused, answer, onAnswer }: Props) {
  const t = useAdminT();
  const [width, setWidth] = useState<Width>('phone');
  const preview = check?.preview;
  const marking = check?.marking ?? null;
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" id="preview-heading" sx={{ fontSize: '1.3rem', flex: 1 }}>
          {t('admin.preview.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          onChange={(_event, next: Width | null) => next && setWidth(next)}
          aria-label={t('admin.preview.width')}
        >
          <ToggleButton value="phone">{t('admin.preview.phone')}</ToggleButton>
          <ToggleButton value="desktop">{t('admin.preview.desktop')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        data-testid="preview-frame"
        data-width={width}
        aria-busy={checking}
        sx={{
          width: '100%',
          maxWidth: width === 'phone' ? PHONE_WIDTH : 'none',
          mx: width === 'phone' ? 'auto' : 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: width === 'phone' ? 4 : 2,
          p: 2,
          bgcolor: 'background.default',
          overflow: 'hidden',
        }}
      >
        {preview ? (
          <Box>
            {refused && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('admin.preview.stale')}
              </Alert>
            )}
            <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
              {t('admin.preview.questionNumber')}
            </Typography>
            <TypesetGate texts={[preview.question, ...preview.options]}>
              <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
                <QuestionText text={preview.question} />
              </Typography>
              <QuestionFigure
                graph={preview.figure ? 'stored' : ''}
                inline={preview.figure}
                variant="practice"
                alt={preview.figure?.alt}
              />
              <Box sx={{ mt: 2 }}>
                <AnswerInput
                  question={preview}
                  mode="text"
                  value={answer}
                  onChange={onAnswer}
                  variant="practice"
                />
              </Box>
            </TypesetGate>
          </Box>
        ) : (
          <Typography color="textSecondary">{t('admin.preview.waiting')}</Typography>
        )}
      </Box>
      <Box sx={{ mt: 3 }}>
        <TextField
          label={t('admin.preview.tryAnswer')}
          value={answer}
          onChange={(event) => onAnswer(event.target.value)}
          fullWidth
          autoComplete="off"
        />
        <Box aria-live="polite" sx={{ mt: 1.5 }}>
          {marking && answer.trim() !== '' && (
            <Alert severity={marking.correct ? 'success' : 'error'}>
              <Typography sx={{ fontWeight: 700 }}>
                {marking.correct ? t('admin.preview.correct') : t('admin.preview.incorrect')}
              </Typography>
              {marking.reason && (
                <Typography>
                  <ReasonText reason={marking.reason} />
                </Typography>
              )}
              {marking.readAs && (
                <Typography>{t('admin.preview.readAs', { answer: marking.readAs })}</Typography>
              )}
            </Alert>
          )}
        </Box>
      </Box>
    </Box>
  );
}
