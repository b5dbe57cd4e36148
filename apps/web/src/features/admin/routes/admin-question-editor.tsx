import { ErrorCode, WebRoutes, type AdminQuestion, type QuestionStatus } from '@exam/contract';
import ArrowBack from '../../../components/icons/arrow-back';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import {
  createQuestion,
  lessonNamesOptions,
  questionOptions,
  restoreQuestion,
  retireQuestion,
  updateQuestion,
} from '../api/questions-api';
import { QuestionFields } from '../components/question-fields';
import { QuestionPreview } from '../components/question-preview';
import { editorPath } from '../components/question-list';
import { StatusChip } from '../components/status-chip';
import { VersionHistory } from '../components/version-history';
import { useAdminT } from '../catalog';
import {
  emptyForm,
  formFromLine,
  issuesByField,
  lineFromForm,
  localIssues,
  sameLine,
  type QuestionForm,
} from '../lib/question-form';
import { UnsavedChangesGuard } from '../lib/unsaved-changes';
import { useQuestionCheck } from '../lib/use-question-check';

type SaveStatus = Extract<QuestionStatus, 'active' | 'draft'>;

/**
 * What a save says, as the status it saved: the words are chosen while rendering, so the notice
 * follows a language switch (and crosses the navigation to a new question's editor).
 */
type Notice = SaveStatus;
const NOTICES = { active: 'admin.editor.published', draft: 'admin.editor.saved' } as const;

function noticeOf(state: unknown): Notice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'active' || notice === 'draft' ? notice : null;
}

/**
 * The editor, for a new question (`question` undefined) or a stored one: the fields on one side,
 * the live preview on the other (below on a phone). Saving an edit sends the version it opened;
 * a 409 STALE_VERSION says someone saved in between and offers to reload.
 */
function QuestionEditor({ question }: { question: AdminQuestion | undefined }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => (question ? formFromLine(question.line) : emptyForm()), [question]);
  const [form, setForm] = useState<QuestionForm>(initial);
  const [saved, setSaved] = useState<QuestionForm>(initial);
  const [answer, setAnswer] = useState('');
  // A new question opens in its own editor once saved: the notice travels with the navigation.
  const arrivedWith = noticeOf(useLocation().state);
  const [notice, setNotice] = useState<Notice | null>(arrivedWith);
  const lessons = useQuery(lessonNamesOptions);
  const line = useMemo(() => lineFromForm(form), [form]);
  const check = useQuestionCheck(line, answer, form.question.trim() !== '');
  const dirty = !sameLine(form, saved);

  const save = useMutation({
    mutationFn: (status: SaveStatus) =>
      question
        ? updateQuestion(question.id, { line, version: question.version, status })
        : createQuestion({ line, status }),
    onSuccess: (result, status) => {
      setSaved(form);
      setNotice(status);
      queryClient.setQueryData(questionOptions(result.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] });
      if (result.id !== question?.id) {
        void navigate(editorPath(result.id), { replace: true, state: { notice: status } });
      }
    },
  });
  const lifecycle = useMutation({
    mutationFn: (action: 'retire' | 'restore') =>
      action === 'retire' ? retireQuestion(question!.id) : restoreQuestion(question!.id),
    onSuccess: (result) => {
      queryClient.setQueryData(questionOptions(result.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] });
    },
  });

  const stale = save.error instanceof ApiRequestError && save.error.code === ErrorCode.StaleVersion;
  const saveIssues = save.error instanceof ApiRequestError ? save.error.issues : [];
  const issues = {
    ...issuesByField(check.issues),
    ...issuesByField(saveIssues),
    ...localIssues(form),
  };
  const reload = async () => {
    if (!question) return;
    const fresh = await queryClient.fetchQuery({ ...questionOptions(question.id), staleTime: 0 });
    const next = formFromLine(fresh.line);
    setForm(next);
    setSaved(next);
    save.reset();
  };

  const title = question ? t('admin.editor.edit') : t('admin.questions.newQuestion');
  return (
    <Box>
      <title>{t('admin.documentTitle', { page: title })}</title>
      <UnsavedChangesGuard dirty={dirty} />
      <Button component={Link} to={WebRoutes.adminQuestions} startIcon={<ArrowBack />}>
        {t('admin.section.questions')}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {title}
        </Typography>
        {question && (
          <>
            <StatusChip status={question.status} />
            <Typography color="textSecondary">
              {t('admin.editor.meta', {
                version: question.version,
                served: question.served,
                reports: question.openReports,
              })}
            </Typography>
          </>
        )}
      </Stack>
      {question && question.served > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.editor.seen', { next: question.version + 1 })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="form"
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate('draft');
          }}
        >
          <QuestionFields
            form={form}
            onChange={(next) => {
              setForm(next);
              setNotice(null);
            }}
            issues={issues}
            lessons={lessons.data ?? []}
          />
          <Box aria-live="polite" sx={{ mt: 3 }}>
            {stale && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" onClick={() => void reload()}>
                    {t('admin.editor.reload')}
                  </Button>
                }
              >
                {t('admin.editor.stale')}
              </Alert>
            )}
            {save.isError && !stale && (
              <Alert severity="error">
                {getErrorMessage(save.error, { fallback: t('admin.editor.saveFailed') })}
              </Alert>
            )}
            {notice && !dirty && <Alert severity="success">{t(NOTICES[notice])}</Alert>}
          </Box>
          <Stack direction="row" sx={{ gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="outlined" disabled={save.isPending}>
              {t('admin.editor.saveDraft')}
            </Button>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() => save.mutate('active')}
            >
              {t('admin.editor.savePublish')}
            </Button>
            {question &&
              (question.status === 'retired' ? (
                <Button onClick={() => lifecycle.mutate('restore')} disabled={lifecycle.isPending}>
                  {t('admin.editor.restore')}
                </Button>
              ) : (
                <Button
                  color="error"
                  onClick={() => lifecycle.mutate('retire')}
                  disabled={lifecycle.isPending}
                >
                  {t('admin.editor.retire')}
                </Button>
              ))}
          </Stack>
          {lifecycle.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {getErrorMessage(lifecycle.error)}
            </Alert>
          )}
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <QuestionPreview
            check={check.data}
            checking={check.checking}
            refused={check.refused}
            answer={answer}
            onAnswer={setAnswer}
          />
        </Box>
      </Box>
      {question && (
        <Box sx={{ mt: 4 }}>
          <VersionHistory versions={question.versions} />
        </Box>
      )}
    </Box>
  );
}

/** /admin/questions/new */
export function AdminNewQuestionPage() {
  return <QuestionEditor question={undefined} />;
}

/** /admin/questions/:id: the stored question, then the editor (keyed so a new id starts fresh). */
export function AdminQuestionEditorPage() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const query = useQuery(questionOptions(id));
  if (query.isPending) return <CircularProgress aria-label={t('admin.editor.loading')} />;
  if (query.isError) return <Alert severity="error">{getErrorMessage(query.error)}</Alert>;
  return <QuestionEditor key={query.data.id} question={query.data} />;
}
