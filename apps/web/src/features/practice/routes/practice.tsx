import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readPracticeNavigationState } from '../../../lib/practice-navigation';
import { PracticeSession } from '../components/practice-session';
import { loadSavedPractice } from '../lib/practice-storage';
import { usePracticeT } from '../catalog';

/**
 * /practice: the topic (and a just-started session) from navigation state, else the saved
 * session to resume, else back to /practice-topics.
 */
export function PracticeSessionPage() {
  const t = usePracticeT();
  const location = useLocation();
  // Read once: a later navigation (completion clears the state) must not restart anything.
  const [navigation] = useState(() => readPracticeNavigationState(location.state));
  const [hasSaved] = useState(() => loadSavedPractice() !== null);
  if (!navigation && !hasSaved) return <Navigate to={WebRoutes.practiceTopics} replace />;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <title>{t('practice.session.documentTitle')}</title>
      <PracticeSession navigation={navigation} />
    </Box>
  );
}
