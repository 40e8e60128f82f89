import { Clock, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSupportContact } from './support-contact.tsx';
import { IconBadge } from '../../components/icon-badge.tsx';

interface ContactCardsProps {
  callTitle: string;
  callText: string;
  emailTitle: string;
  emailText: string;
  hoursTitle: string;
  hours: string;
}

function Card({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
      <IconBadge icon={icon} size="md" tone="brand" iconSize={20} className="shrink-0" />
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** Call, email and hours: the three ways to reach customer care, with working links. */
export function ContactCards(props: ContactCardsProps) {
  const contact = useSupportContact();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card icon={Phone} title={props.callTitle}>
        <p className="mt-1 text-[15px] text-gray-700">{props.callText}</p>
        <a
          href={contact.phoneHref}
          className="mt-2 inline-block text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {contact.phone}
        </a>
      </Card>
      <Card icon={Mail} title={props.emailTitle}>
        <p className="mt-1 text-[15px] text-gray-700">{props.emailText}</p>
        <a
          href={contact.emailHref}
          className="mt-2 inline-block break-all font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {contact.email}
        </a>
      </Card>
      <Card icon={Clock} title={props.hoursTitle}>
        <p className="mt-1 text-[16px] font-semibold text-gray-800">{props.hours}</p>
      </Card>
    </div>
  );
}
