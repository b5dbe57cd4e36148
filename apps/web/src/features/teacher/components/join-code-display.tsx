import ContentCopy from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTeacherT } from '../catalog';

/** 'ABCD2345' → 'ABCD 2345': easier to read out to a class; the join form ignores the space. */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/** A class's join code, large enough to read off a projector, with 'Copy'. */
export function JoinCodeDisplay({ code }: { code: string }) {
  const t = useTeacherT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('teacher.joinCode.label')}
        </Typography>
        <Typography
          component="p"
          aria-label={t('teacher.joinCode.spelled', { code: code.split('').join(' ') })}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: { xs: '1.7rem', sm: '2rem' },
            fontWeight: 700,
            letterSpacing: '0.08em',
            userSelect: 'all',
          }}
        >
          {spacedCode(code)}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" startIcon={<ContentCopy />} onClick={copy}>
        {t('teacher.joinCode.copy')}
      </Button>
      <Typography variant="body2" role="status" color="text.secondary">
        {copied === 'yes'
          ? t('teacher.joinCode.copied')
          : copied === 'failed'
            ? t('teacher.joinCode.copyFailed')
            : ''}
      </Typography>
    </Box>
  );
}
