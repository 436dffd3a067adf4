import { useParams } from 'react-router-dom';
import './orders.css';
import { withQueries } from '#pwa/lib/QueryProvider';
import { OrderList } from './OrderList';
import { OrderPage } from './OrderPage';

/** /admin/orders (the list) and /admin/orders/:id (one order), role 10. */
export const OrdersScreen = withQueries(OrdersScreenContent);

function OrdersScreenContent() {
  const id = useParams().id;
  return id && /^[1-9]\d{0,15}$/.test(id) ? <OrderPage id={Number(id)} /> : <OrderList />;
}
