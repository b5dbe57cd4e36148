import ContentCopy from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** 'ABCD2345' → 'ABCD 2345': easier to read out to a class; the join form ignores the space. */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/** A class's join code, large enough to read off a projector, with 'Copy'. */
export function JoinCodeDisplay({ code }: { code: string }) {
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
          Join code
        </Typography>
        <Typography
          component="p"
          aria-label={`Join code ${code.split('').join(' ')}`}
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
        Copy
      </Button>
      <Typography variant="body2" role="status" color="text.secondary">
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Select the code to copy it' : ''}
      </Typography>
    </Box>
  );
}
