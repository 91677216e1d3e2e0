// lint-as: src/server/domain/orders/planted.ts
// expect: The domain core must not depend on Next, React or tRPC.
import { NextResponse } from 'next/server';

export { NextResponse };
