import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../test/render';
import { MasteryBadge } from '../mastery-badge';
import { PractiseLessonButton } from '../practise-lesson-button';
import { PractiseMistakesButton } from '../practise-mistakes-button';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the shared buttons and badge in Arabic', () => {
  it('name the mastery level and the practice buttons in Arabic, the lesson name kept', async () => {
    renderScreen(
      <>
        <MasteryBadge level="familiar" />
        <PractiseLessonButton lessonId="l1" lessonName="The sine rule" />
        <PractiseMistakesButton topic="Geometry & Trigonometry" source={{ fromExamId: 'e1' }} />
      </>,
    );
    expect(screen.getByText('Familiar')).toBeInTheDocument();
    await act(() => activateLanguage('ar'));
    expect(screen.getByText('مألوف')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'تدرّب على هذا الدرس: The sine rule' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تدرّب على هذه الأخطاء' })).toBeInTheDocument();
    expect(screen.queryByText('Familiar')).not.toBeInTheDocument();
    expect(screen.queryByText('Practise this lesson')).not.toBeInTheDocument();
  });
});
