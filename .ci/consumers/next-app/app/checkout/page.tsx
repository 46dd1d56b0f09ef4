import { CheckoutView } from '../views';

export default function CheckoutPage() {
  return <CheckoutView />;
}
