import { WebRoutes } from '@exam/contract';
import Dashboard from '@mui/icons-material/DashboardRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ButtonRow } from './button-row';

/**
 * A report's way onward ('Start New Exam', 'Try Again') and a way out ('View Dashboard' or
 * 'Back to Dashboard'). The spec calls them buttons, and they are buttons (role and behaviour)
 * that navigate inside the app.
 */
export function ReportActions({
  again,
  dashboardLabel,
}: {
  again: { label: string; to: string; icon: ReactNode };
  dashboardLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <ButtonRow>
      <Button
        onClick={() => void navigate(again.to)}
        variant="contained"
        size="large"
        startIcon={again.icon}
      >
        {again.label}
      </Button>
      <Button
        onClick={() => void navigate(WebRoutes.dashboard)}
        variant="outlined"
        size="large"
        startIcon={<Dashboard />}
      >
        {dashboardLabel}
      </Button>
    </ButtonRow>
  );
}
