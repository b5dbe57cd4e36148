import type { MyClass } from '@exam/contract';
import GroupAdd from '@mui/icons-material/GroupAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { QueryContent } from '../../../components/query-content';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { useJoinClass, useLeaveClass, useMyClasses } from '../api/my-classes';
import { joinErrorMessage, readJoinCode } from '../lib/join-code';

export const CLASSES_FAILED = 'Your classes could not be loaded. Please try again.';
export const LEAVE_FAILED = 'You could not leave the class. Please try again.';
export const TEACHER_SEES = 'Your teacher can see your mastery, exams, trials and practice.';

/** 'Join a class': the code the teacher gave, checked with the contract's rule before sending. */
function JoinClassForm() {
  const join = useJoinClass();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJoined(null);
    const read = readJoinCode(value);
    if ('error' in read) {
      setFieldError(read.error);
      return;
    }
    setFieldError(null);
    join.mutate(
      { code: read.code },
      {
        onSuccess: (added) => {
          setValue('');
          setJoined(added.className);
        },
      },
    );
  };

  const error = fieldError ?? (join.isError ? joinErrorMessage(join.error) : null);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          Join a class
        </Typography>
        {joined !== null && (
          <Alert severity="success" role="status">
            You joined {joined}.
          </Alert>
        )}
        <TextInput
          label="Class code"
          name="code"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
            join.reset();
          }}
          error={error !== null}
          helperText={error ?? 'The 8-character code your teacher gave you'}
          inputProps={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<GroupAdd />}
          disabled={join.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {join.isPending ? 'Joining…' : 'Join a class'}
        </Button>
      </Stack>
    </Box>
  );
}

/** One class the student is in, with 'Leave class' behind a confirmation. */
function ClassRow({ item }: { item: MyClass }) {
  const leave = useLeaveClass();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.className}</Typography>
        <Typography variant="body2" color="text.secondary">
          Teacher: {item.teacherName} · joined {formatDate(item.joinedAt)}
        </Typography>
      </Box>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Leave class
      </Button>
      {leave.isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {getErrorMessage(leave.error, { fallback: LEAVE_FAILED })}
        </Alert>
      )}
      <Dialog
        open={confirming}
        onClose={() => {
          if (!leave.isPending) setConfirming(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Leave {item.className}?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {item.teacherName} will no longer see your mastery, exams, trials and practice. You can
            join again later with the class code.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={leave.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={leave.isPending}
            onClick={() => leave.mutate(item.classId, { onSettled: () => setConfirming(false) })}
          >
            {leave.isPending ? 'Leaving…' : 'Leave class'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /account's 'Classes': join with a code, see which teachers can see your work, leave. */
export function ClassesSection() {
  const classes = useMyClasses();
  return (
    <SectionCard title="Classes">
      <Stack spacing={2.5}>
        <JoinClassForm />
        <QueryContent
          query={classes}
          loadingText="Loading your classes..."
          failedText={CLASSES_FAILED}
        >
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">You are not in a class yet.</Typography>
            ) : (
              <Stack spacing={1}>
                <Typography color="text.secondary">{TEACHER_SEES}</Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {list.map((item) => (
                    <ClassRow key={item.classId} item={item} />
                  ))}
                </Stack>
              </Stack>
            )
          }
        </QueryContent>
      </Stack>
    </SectionCard>
  );
}
