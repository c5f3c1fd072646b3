// @vitest-environment screen
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentEvent } from '@contract/agent';
import { EventDialog } from '@features/event/components/event-dialog';
import { installReact19Render } from '@ui/react-19-render';

installReact19Render();
afterEach(cleanup);

const events: AgentEvent[] = [
  { id: 1, image: '/e/poll.png', title: 'ทายผล', link: '/poll/3' },
  { id: 2, image: '/e/plain.png', title: 'ภาพเฉยๆ', link: '' },
];

// antd-mobile's Mask marks its layer aria-hidden, so roles are queried with `hidden`.
describe('EventDialog', () => {
  it("goes to each event's target, and leaves an image without one as a picture", () => {
    const onImageTap = vi.fn();
    render(
      <EventDialog
        visible
        events={events}
        onClose={() => undefined}
        targetOf={(e) => (e.link ? e.link : null)}
        onImageTap={onImageTap}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ทายผล', hidden: true }));
    expect(onImageTap).toHaveBeenCalledWith('/poll/3');
    expect(screen.queryByRole('button', { name: 'ภาพเฉยๆ', hidden: true })).toBeNull();
    expect(screen.getByAltText('ภาพเฉยๆ')).toBeTruthy();
  });
});
