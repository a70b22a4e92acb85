import { Icon } from "./Icon"

/** A step indicator: done steps ticked, the current one marked for screen readers. */
export function Steps({ labels, current, label }: { labels: readonly string[]; current: number; label: string }) {
  return (
    <ol className="steps" aria-label={label}>
      {labels.map((text, index) => {
        const step = index + 1
        const state = step < current ? "done" : step === current ? "current" : "todo"
        return (
          <li key={text} className={`step step-${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="step-dot">{state === "done" ? <Icon name="check" size={14} /> : step}</span>
            <span className="step-label">{text}</span>
          </li>
        )
      })}
    </ol>
  )
}
