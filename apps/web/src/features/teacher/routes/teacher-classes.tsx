import { CreateClassRequestSchema, fillRoute, WebRoutes, type TeacherClass } from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import ChevronRight from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { QueryContent } from '../../../components/query-content';
import { RouterLinkBehavior } from '../../../components/router-link';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useCreateClass, useTeacherClasses } from '../api/teacher-classes';
import { JoinCodeDisplay } from '../components/join-code-display';
import { TeacherOnly } from '../components/teacher-only';

export const CLASSES_FAILED = 'Your classes could not be loaded. Please try again.';
export const CREATE_FAILED = 'The class could not be created. Please try again.';

/** 'New class': a name, checked with the contract's rule; the server makes the join code. */
function NewClassForm() {
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateClassRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };
  const error =
    fieldError ??
    (create.isError ? getErrorMessage(create.error, { fallback: CREATE_FAILED }) : null);
  return (
    <SectionCard title="New class">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack
          spacing={1.5}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            label="Class name"
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(null);
            }}
            error={error !== null}
            helperText={error ?? 'For example: Grade 10 B, maths'}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<Add />}
            disabled={create.isPending}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {create.isPending ? 'Creating…' : 'New class'}
          </Button>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function ClassCard({ item }: { item: TeacherClass }) {
  return (
    <Card component="li" aria-label={item.name}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography color="text.secondary">
              {item.students} {item.students === 1 ? 'student' : 'students'}
            </Typography>
          </Box>
          <JoinCodeDisplay code={item.joinCode} />
          <Button
            component={RouterLinkBehavior}
            to={fillRoute(WebRoutes.teacherClass, { classId: item.id })}
            variant="contained"
            endIcon={<ChevronRight />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Open class
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ClassList() {
  const classes = useTeacherClasses();
  return (
    <QueryContent query={classes} loadingText="Loading your classes..." failedText={CLASSES_FAILED}>
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">
            No classes yet. Create one, then give its join code to your students: they enter it on
            their account page.
          </Alert>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((item) => (
              <ClassCard key={item.id} item={item} />
            ))}
          </Stack>
        )
      }
    </QueryContent>
  );
}

/** /teacher: the teacher's classes, each with its join code, and 'New class'. */
export function TeacherClassesPage() {
  return (
    <TeacherOnly>
      <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
        <title>Classes · Exam Prep</title>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          Classes
        </Typography>
        <NewClassForm />
        <ClassList />
      </Stack>
    </TeacherOnly>
  );
}
