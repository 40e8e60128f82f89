import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSupportContact } from '../../components/support-contact.tsx';
import { cn } from '../../lib/class-names.ts';

interface ContactCardsProps {
  callTitle: string;
  callText: string;
  emailTitle: string;
  emailText: string;
  hoursTitle: string;
  hours: string;
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
      <span
        className={cn(
          'inline-flex h-11 w-11 shrink-0 items-center justify-center',
          'rounded-full bg-brand-50 text-brand-800',
        )}
      >
        {icon}
      </span>
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
      <Card icon={<Phone aria-hidden size={20} />} title={props.callTitle}>
        <p className="mt-1 text-[15px] text-gray-700">{props.callText}</p>
        <a
          href={contact.phoneHref}
          className="mt-2 inline-block text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {contact.phone}
        </a>
      </Card>
      <Card icon={<Mail aria-hidden size={20} />} title={props.emailTitle}>
        <p className="mt-1 text-[15px] text-gray-700">{props.emailText}</p>
        <a
          href={contact.emailHref}
          className="mt-2 inline-block break-all font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {contact.email}
        </a>
      </Card>
      <Card icon={<Clock aria-hidden size={20} />} title={props.hoursTitle}>
        <p className="mt-1 text-[16px] font-semibold text-gray-800">{props.hours}</p>
      </Card>
    </div>
  );
}
