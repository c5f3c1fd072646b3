import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

type StepCardProps = { title: string; help?: string; children: ReactNode };

/** The frame every login step shares: a centred card with its title and one line of help. */
export const StepCard = ({ title, help, children }: StepCardProps) => (
  <Card style={{ width: 400, maxWidth: '100%' }}>
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
    {help ? <Typography.Paragraph type="secondary">{help}</Typography.Paragraph> : null}
    {children}
  </Card>
);
