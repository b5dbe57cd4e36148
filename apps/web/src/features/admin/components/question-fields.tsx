import type { LessonNameList } from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import Delete from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useAdminT } from '../catalog';
import { ANSWER_KINDS, MAX_HINTS, type FieldIssues, type QuestionForm } from '../lib/question-form';

type Props = {
  form: QuestionForm;
  onChange: (form: QuestionForm) => void;
  issues: FieldIssues;
  lessons: LessonNameList;
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Box>
  );
}

/** Every field of one import line; each shows its own error from the server's issues. */
export function QuestionFields({ form, onChange, issues, lessons }: Props) {
  const t = useAdminT();
  const svgInputId = useId();
  const set = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K]) =>
    onChange({ ...form, [key]: value });
  const errorOf = (field: keyof FieldIssues) =>
    issues[field] ? { error: true, helperText: issues[field] } : {};
  const mcq = form.type === 'MCQ';

  const uploadSvg = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) set('graph', await file.text());
  };

  return (
    <Stack sx={{ gap: 4 }}>
      <Group title={t('admin.fields.question')}>
        <Autocomplete
          freeSolo
          options={lessons.map((lesson) => lesson.lesson_name)}
          value={form.lesson}
          onInputChange={(_event, value) => set('lesson', value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('admin.fields.lesson')}
              required
              {...errorOf('lesson')}
              helperText={issues.lesson ?? t('admin.fields.lessonHelp')}
            />
          )}
        />
        <TextField
          select
          label={t('admin.fields.type')}
          value={form.type}
          onChange={(event) => set('type', event.target.value as QuestionForm['type'])}
          {...errorOf('type')}
        >
          <MenuItem value="MCQ">{t('admin.type.MCQ')}</MenuItem>
          <MenuItem value="short_answer">{t('admin.type.short_answer')}</MenuItem>
        </TextField>
        <TextField
          label={t('admin.fields.text')}
          required
          multiline
          minRows={3}
          value={form.question}
          onChange={(event) => set('question', event.target.value)}
          {...errorOf('question')}
          helperText={issues.question ?? t('admin.fields.textHelp')}
        />
      </Group>

      {mcq ? (
        <FormControl component="fieldset" error={Boolean(issues.options ?? issues.answer)}>
          <FormLabel component="legend" sx={{ mb: 1.5 }}>
            {t('admin.fields.options')}
          </FormLabel>
          <Stack sx={{ gap: 1.5 }}>
            {form.options.map((option, index) => (
              <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <Radio
                  checked={form.correctOption === index}
                  onChange={() => set('correctOption', index)}
                  slotProps={{
                    input: {
                      'aria-label': t('admin.fields.optionCorrect', { number: index + 1 }),
                    },
                  }}
                />
                <TextField
                  label={t('admin.fields.option', { number: index + 1 })}
                  value={option}
                  fullWidth
                  onChange={(event) => {
                    const options = [...form.options];
                    options[index] = event.target.value;
                    set('options', options);
                  }}
                />
                <IconButton
                  aria-label={t('admin.fields.removeOption', { number: index + 1 })}
                  disabled={form.options.length <= 2}
                  onClick={() => {
                    const options = form.options.filter((_, at) => at !== index);
                    const correct =
                      form.correctOption === index
                        ? 0
                        : form.correctOption - (form.correctOption > index ? 1 : 0);
                    onChange({ ...form, options, correctOption: correct });
                  }}
                >
                  <Delete />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button
            startIcon={<Add />}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
            disabled={form.options.length >= 6}
            onClick={() => set('options', [...form.options, ''])}
          >
            {t('admin.fields.addOption')}
          </Button>
          {(issues.options ?? issues.answer) && (
            <FormHelperText>{issues.options ?? issues.answer}</FormHelperText>
          )}
        </FormControl>
      ) : (
        <Group title={t('admin.fields.answerAndMarking')}>
          <TextField
            label={t('admin.fields.answer')}
            required
            value={form.answer}
            onChange={(event) => set('answer', event.target.value)}
            {...errorOf('answer')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label={t('admin.fields.kind')}
              value={form.kind}
              onChange={(event) => set('kind', event.target.value as QuestionForm['kind'])}
              {...errorOf('kind')}
            >
              <MenuItem value="">{t('admin.fields.kindAutomatic')}</MenuItem>
              {ANSWER_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`admin.fields.kind.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('admin.fields.unit')}
              value={form.unit}
              onChange={(event) => set('unit', event.target.value)}
              {...errorOf('unit')}
            />
            <TextField
              label={t('admin.fields.decimals')}
              inputMode="numeric"
              value={form.decimals}
              onChange={(event) => set('decimals', event.target.value)}
              {...errorOf('decimals')}
            />
            <TextField
              label={t('admin.fields.trueValue')}
              inputMode="decimal"
              value={form.trueValue}
              onChange={(event) => set('trueValue', event.target.value)}
              {...errorOf('trueValue')}
            />
            <TextField
              label={t('admin.fields.tolerance')}
              inputMode="decimal"
              value={form.tolerance}
              onChange={(event) => set('tolerance', event.target.value)}
              {...errorOf('tolerance')}
            />
            <FormControl error={Boolean(issues.exact)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.exact}
                    onChange={(event) => set('exact', event.target.checked)}
                  />
                }
                label={t('admin.fields.exact')}
              />
              {issues.exact && <FormHelperText>{issues.exact}</FormHelperText>}
            </FormControl>
          </Box>
          <TextField
            label={t('admin.fields.synonyms')}
            multiline
            minRows={2}
            value={form.synonyms}
            onChange={(event) => set('synonyms', event.target.value)}
            {...errorOf('synonyms')}
          />
        </Group>
      )}

      <Group title={t('admin.fields.help')}>
        <TextField
          label={t('admin.fields.explanation')}
          multiline
          minRows={2}
          value={form.explanation}
          onChange={(event) => set('explanation', event.target.value)}
          {...errorOf('explanation')}
        />
        {form.hints.map((hint, index) => (
          <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t('admin.fields.hint', { number: index + 1 })}
              fullWidth
              value={hint}
              onChange={(event) => {
                const hints = [...form.hints];
                hints[index] = event.target.value;
                set('hints', hints);
              }}
              {...(index === 0 ? errorOf('hints') : {})}
            />
            <IconButton
              aria-label={t('admin.fields.removeHint', { number: index + 1 })}
              disabled={form.hints.length <= 1}
              onClick={() =>
                set(
                  'hints',
                  form.hints.filter((_, at) => at !== index),
                )
              }
            >
              <Delete />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          disabled={form.hints.length >= MAX_HINTS}
          onClick={() => set('hints', [...form.hints, ''])}
        >
          {t('admin.fields.addHint')}
        </Button>
        <TextField
          label={t('admin.fields.steps')}
          multiline
          minRows={3}
          value={form.steps}
          onChange={(event) => set('steps', event.target.value)}
          {...errorOf('steps')}
        />
        <TextField
          label={t('admin.fields.difficulty')}
          inputMode="decimal"
          value={form.difficulty}
          onChange={(event) => set('difficulty', event.target.value)}
          {...errorOf('difficulty')}
        />
      </Group>

      <Group title={t('admin.fields.figure')}>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" htmlFor={svgInputId}>
            {t('admin.fields.uploadSvg')}
            <input
              id={svgInputId}
              type="file"
              accept=".svg,image/svg+xml"
              hidden
              onChange={(event) => void uploadSvg(event)}
            />
          </Button>
          <Button onClick={() => set('graph', '')} disabled={!form.graph}>
            {t('admin.fields.removeFigure')}
          </Button>
        </Stack>
        <TextField
          label={t('admin.fields.graph')}
          multiline
          minRows={3}
          maxRows={12}
          value={form.graph}
          onChange={(event) => set('graph', event.target.value)}
          {...errorOf('graph')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </Group>
      {issues.form && <Alert severity="error">{issues.form}</Alert>}
    </Stack>
  );
}
