// The rating as a row of five stars, as shops and app stores ask for it: one tap on the fourth star gives four.
// Native radios underneath (hidden, not removed), so it is one choice for a screen reader and the arrow keys.
import Star from 'lucide-react/icons/star';
import '@/features/feedback/components/feedback.css';

const values = [1, 2, 3, 4, 5] as const;

export function StarRating({
  legend,
  value,
  onChange,
  labelOf,
}: {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The accessible name of each star ("4 зірки"). */
  labelOf: (value: number) => string;
}) {
  return (
    <fieldset className="choice-group star-rating" data-testid="feedback-rating">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="star-rating__stars">
        {values.map((star) => (
          <label key={star} className="star-rating__star" data-filled={value !== null && star <= value}>
            <input
              className="star-rating__input visually-hidden"
              type="radio"
              name="feedback-rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={labelOf(star)}
            />
            <Star className="star-rating__icon" size={36} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
