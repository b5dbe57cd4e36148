import type { ImportQuestionsResponse } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { downloadQuestionsExport } from '../api/download-export';
import { importQuestions } from '../api/questions-api';
import { useAdminT } from '../catalog';
import { useAdminFormat } from '../lib/format';

function Summary({ result }: { result: ImportQuestionsResponse }) {
  const t = useAdminT();
  const format = useAdminFormat();
  const rows: [string, number][] = [
    [t('admin.import.lines'), result.lines],
    [t('admin.import.added'), result.added],
    [t('admin.import.unchanged'), result.unchanged],
    [t('admin.import.replaced'), result.replaced],
  ];
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {format.count(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.lessonsAdded.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {t('admin.import.newLessons', {
            lessons: result.lessonsAdded.join(t('admin.listSeparator')),
          })}
        </Typography>
      )}
      {result.errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('admin.import.notWritten')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                {t('admin.import.lineError', { line: error.line, message: error.message })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/**
 * Import from the console: the file is checked first (the server's dry run, all or nothing with
 * the CLI's rules) and its summary shown; only 'Import' writes, with the same text. Export
 * downloads the bank as an import file.
 */
export function ImportExport() {
  const t = useAdminT();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const dryRun = useMutation({ mutationFn: (text: string) => importQuestions(text, true) });
  const write = useMutation({
    mutationFn: (text: string) => importQuestions(text, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
  });
  const exporting = useMutation({ mutationFn: downloadQuestionsExport });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    write.reset();
    dryRun.mutate(text);
  };

  const checked = dryRun.data;
  const canImport = file && checked && checked.errors.length === 0 && !write.data;
  return (
    <SectionCard title={t('admin.import.title')}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" component="label" htmlFor={inputId}>
          {t('admin.import.choose')}
          <input
            id={inputId}
            type="file"
            accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson"
            hidden
            onChange={(event) => void choose(event)}
          />
        </Button>
        <Button
          variant="outlined"
          onClick={() => exporting.mutate()}
          disabled={exporting.isPending}
        >
          {t('admin.import.export')}
        </Button>
      </Stack>
      {exporting.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getErrorMessage(exporting.error)}
        </Alert>
      )}
      {file && (
        <Typography sx={{ mb: 1 }} aria-live="polite">
          {dryRun.isPending ? t('admin.import.checking', { file: file.name }) : file.name}
        </Typography>
      )}
      {dryRun.isError && <Alert severity="error">{getErrorMessage(dryRun.error)}</Alert>}
      {checked && !write.data && (
        <Box role="region" aria-label={t('admin.import.summary')}>
          <Summary result={checked} />
          {checked.errors.length === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('admin.import.ready')}
            </Alert>
          )}
        </Box>
      )}
      {canImport && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={write.isPending}
          onClick={() => write.mutate(file.text)}
        >
          {t('admin.import.import')}
        </Button>
      )}
      {write.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(write.error)}
        </Alert>
      )}
      {write.data && (
        <Box role="region" aria-label={t('admin.import.result')} sx={{ mt: 2 }}>
          {write.data.written && (
            <Alert severity="success" sx={{ mb: 1 }}>
              {t('admin.import.done')}
            </Alert>
          )}
          <Summary result={write.data} />
        </Box>
      )}
    </SectionCard>
  );
}
