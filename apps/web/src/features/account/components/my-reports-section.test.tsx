import {
  ApiRoutes,
  ProblemReasonLabels,
  ResolutionLabels,
  type MyProblemReport,
} from '@exam/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/storage';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { MyReportsSection } from './my-reports-section';
import { mona, resolvedReport } from '../../../test/account-fixtures';

const open: MyProblemReport = {
  id: 'r1',
  questionId: 'q1',
  questionPreview: 'Find $AB$ when $AC = \\frac{1}{2}$.',
  reason: 'wrong-answer',
  text: 'I think it is 5',
  status: 'open',
  resolution: null,
  resolutionNote: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  resolvedAt: null,
};
const resolved = resolvedReport;

describe('My problem reports', () => {
  it('shows each report with its reason, its status in words and the note', async () => {
    storeSession('t', mona);
    stubFetch((url) => jsonResponse(url === ApiRoutes.account.reports ? [open, resolved] : []));
    renderScreen(<MyReportsSection />);
    // The question's math reads as plain text, never as TeX between dollar signs.
    expect(await screen.findByText('Find AB when AC = 1/2.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ProblemReasonLabels['wrong-answer']))).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText(`Resolved: ${ResolutionLabels.fixed}`)).toBeInTheDocument();
    expect(screen.getByText(/The label is back on the figure\./)).toBeInTheDocument();
  });
});
