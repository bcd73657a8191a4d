import { LandingSection } from './landing-section.tsx';

const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up in a minute. Players must be 18 or older with a 10-digit Indian mobile number.',
  },
  {
    title: 'Pick your game and pass',
    text: 'Choose from 9+ games, play Solo or Squad, pick High Risk or Low Risk and a Max or Lite pass.',
  },
  {
    title: 'Compete and win',
    text: 'Play 5 matches a month. 15 qualifiers lead to the Semi-Finals, then the National Finals.',
  },
];

export function HowItWorks() {
  return (
    <LandingSection title="How It Works">
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
