import {
  ClassMessages,
  CreateClassRequestSchema,
  fillRoute,
  nameProblem,
  normaliseName,
  WebRoutes,
  type TeacherClass,
} from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import ChevronRight from '../../../components/icons/chevron-right';
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
import { useTeacherT } from '../catalog';
import { JoinCodeDisplay } from '../components/join-code-display';
import { TeacherOnly } from '../components/teacher-only';

type Translate = ReturnType<typeof useTeacherT>;

/**
 * The contract's rule refuses a name with an English message; the form says the same in the
 * interface's language (the message names which rule, the name itself which name problem).
 */
function nameError(name: string, message: string | undefined, t: Translate): string | null {
  if (message === undefined) return null;
  if (message === ClassMessages.nameRequired) return t('teacher.newClass.nameRequired');
  if (message === ClassMessages.nameTooLong) return t('teacher.newClass.nameTooLong');
  const problem = nameProblem(normaliseName(name));
  if (problem === 'hidden') return t('teacher.newClass.nameHidden');
  if (problem === 'mixedScripts') return t('teacher.newClass.nameMixedScripts');
  return message;
}

/** 'New class': a name, checked with the contract's rule; the server makes the join code. */
function NewClassForm() {
  const t = useTeacherT();
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
  // Translated while rendering, so a language switch re-words an error already shown.
  const error =
    nameError(name, fieldError ?? undefined, t) ??
    (create.isError
      ? getErrorMessage(create.error, { fallback: t('teacher.newClass.failed') })
      : null);
  return (
    <SectionCard title={t('teacher.newClass.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack
          spacing={1.5}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            label={t('teacher.newClass.name')}
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(null);
            }}
            error={error !== null}
            helperText={error ?? t('teacher.newClass.nameHelp')}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<Add />}
            disabled={create.isPending}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {create.isPending ? t('teacher.newClass.creating') : t('teacher.newClass.create')}
          </Button>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function ClassCard({ item }: { item: TeacherClass }) {
  const t = useTeacherT();
  return (
    <Card component="li" aria-label={item.name}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography color="text.secondary">
              {t('teacher.studentCount', { count: item.students })}
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
            {t('teacher.classes.open')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ClassList() {
  const t = useTeacherT();
  const classes = useTeacherClasses();
  return (
    <QueryContent
      query={classes}
      loadingText={t('teacher.classes.loading')}
      failedText={t('teacher.classes.failed')}
    >
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">{t('teacher.classes.empty')}</Alert>
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
  const t = useTeacherT();
  return (
    <TeacherOnly>
      <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
        <title>{t('teacher.classes.documentTitle')}</title>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          {t('teacher.classes.title')}
        </Typography>
        <NewClassForm />
        <ClassList />
      </Stack>
    </TeacherOnly>
  );
}
