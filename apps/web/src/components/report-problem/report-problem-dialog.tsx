import { ErrorCode, PROBLEM_REASONS, PROBLEM_TEXT_MAX, type ProblemReason } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { TextInput } from '../form/text-input';
import { getErrorMessage } from '../../lib/error-message';
import { useReportProblemT } from './catalog';
import { useReportProblem } from './report-problem-api';

/** The English text asked for when no reason is chosen (the catalog's source, for tests). */
export const REASON_NEEDED = 'Choose what is wrong with the question.';

const isAlreadyReported = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ErrorCode.AlreadyDone;

/**
 * The 'Report a problem' dialog: a reason, optional words, Send. A failed send keeps what the
 * student chose and typed (nothing is lost); a second report of the same question is answered
 * with the 'already reported' message, which is not an error for the student.
 */
export function ReportProblemDialog({
  questionId,
  open,
  onClose,
}: {
  questionId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useReportProblemT();
  const send = useReportProblem(questionId);
  const [reason, setReason] = useState<ProblemReason | ''>('');
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const titleId = useId();
  const reasonLabelId = useId();

  const done = send.isSuccess || (send.isError && isAlreadyReported(send.error));
  const tooLong = text.length > PROBLEM_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setReasonError(true);
      return;
    }
    if (tooLong) return;
    const trimmed = text.trim();
    send.mutate(trimmed === '' ? { reason } : { reason, text: trimmed });
  };

  const close = () => {
    if (send.isPending) return;
    onClose();
    // After a report went in, the next opening starts afresh; after a failure it keeps the text.
    if (done) {
      send.reset();
      setReason('');
      setText('');
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('reportProblem.title')}</DialogTitle>
        <DialogContent>
          {done ? (
            <Alert severity="success" role="status">
              {t(send.isSuccess ? 'reportProblem.sent' : 'reportProblem.alreadyReported')}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <FormControl error={reasonError} required>
                <FormLabel id={reasonLabelId}>{t('reportProblem.whatIsWrong')}</FormLabel>
                <RadioGroup
                  aria-labelledby={reasonLabelId}
                  name="reason"
                  value={reason}
                  onChange={(_event, value) => {
                    setReason(value as ProblemReason);
                    setReasonError(false);
                  }}
                >
                  {PROBLEM_REASONS.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={t(`reportProblem.reason.${value}`)}
                    />
                  ))}
                </RadioGroup>
                {reasonError && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {t('reportProblem.reasonNeeded')}
                  </Alert>
                )}
              </FormControl>
              <TextInput
                label={t('reportProblem.tellUsMore')}
                name="text"
                multiline
                minRows={3}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={tooLong}
                helperText={
                  tooLong
                    ? t('reportProblem.textTooLong', { max: PROBLEM_TEXT_MAX })
                    : t('reportProblem.count', { count: text.length, max: PROBLEM_TEXT_MAX })
                }
              />
              {send.isError && (
                <Alert severity="error">
                  {getErrorMessage(send.error, { fallback: t('reportProblem.failed') })}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ gap: 1, px: 3, pb: 2 }}>
          {done ? (
            <Button variant="contained" onClick={close} autoFocus>
              {t('reportProblem.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={send.isPending}>
                {t('reportProblem.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={send.isPending || tooLong}>
                {send.isPending ? t('reportProblem.sending') : t('reportProblem.send')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
