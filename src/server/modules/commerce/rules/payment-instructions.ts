import type { Instruction } from '../../../../common/contract/payments.js';
import type { Locale } from '../../../../common/enums.js';
import { paymentChannelById, type PaymentChannel } from '../../../../common/payments.js';
import { notFound } from '../../../http/envelope.js';
import { t } from '../text/orders.js';

/** How to pay with each channel, step by step, in Indonesian and English (issue 11 "Payments"). */

type Bi = { id: string; en: string };
interface Section {
  title: Bi;
  steps: Bi[];
}

const s = (id: string, en: string): Bi => ({ id, en });

function virtualAccount(bank: string, menu: Bi): Section[] {
  return [
    {
      title: s(`ATM ${bank}`, `${bank} ATM`),
      steps: [
        s(`Masukkan kartu ATM ${bank} dan PIN Anda.`, `Insert your ${bank} ATM card and enter your PIN.`),
        s(`Pilih menu ${menu.id}.`, `Choose ${menu.en}.`),
        s('Masukkan nomor Virtual Account yang tertera di halaman pembayaran.', 'Enter the virtual account number shown on the payment page.'),
        s('Periksa nama dan jumlah tagihan, lalu konfirmasi.', 'Check the name and amount, then confirm.'),
        s('Simpan struk sebagai bukti pembayaran.', 'Keep the receipt as proof of payment.'),
      ],
    },
    {
      title: s(`Mobile banking ${bank}`, `${bank} mobile banking`),
      steps: [
        s(`Buka aplikasi mobile banking ${bank} dan masuk.`, `Open the ${bank} mobile banking app and sign in.`),
        s(`Pilih ${menu.id}.`, `Choose ${menu.en}.`),
        s('Masukkan nomor Virtual Account.', 'Enter the virtual account number.'),
        s('Periksa detail tagihan lalu masukkan PIN untuk membayar.', 'Check the bill details and enter your PIN to pay.'),
      ],
    },
    {
      title: s(`Internet banking ${bank}`, `${bank} internet banking`),
      steps: [
        s(`Masuk ke internet banking ${bank}.`, `Sign in to ${bank} internet banking.`),
        s(`Pilih ${menu.id}.`, `Choose ${menu.en}.`),
        s('Masukkan nomor Virtual Account dan lanjutkan.', 'Enter the virtual account number and continue.'),
        s('Konfirmasi dengan token atau kode OTP Anda.', 'Confirm with your token or OTP code.'),
      ],
    },
  ];
}

const VA_MENU: Record<string, Bi> = {
  bca_va: s('Transfer > BCA Virtual Account', 'Transfer > BCA Virtual Account'),
  bni_va: s('Transfer > Virtual Account Billing', 'Transfer > Virtual Account Billing'),
  bri_va: s('Pembayaran > BRIVA', 'Payment > BRIVA'),
  permata_va: s('Pembayaran > Virtual Account', 'Payment > Virtual Account'),
  cimb_va: s('Pembayaran > Virtual Account', 'Payment > Virtual Account'),
};

function scan(app: Bi): Section[] {
  return [
    {
      title: s('Pindai kode QR', 'Scan the QR code'),
      steps: [
        s(`Buka ${app.id} di ponsel Anda.`, `Open ${app.en} on your phone.`),
        s('Pilih Bayar atau Scan, lalu pindai kode QR di halaman pembayaran.', 'Choose Pay or Scan and scan the QR code on the payment page.'),
        s('Periksa nama merchant dan jumlah, lalu konfirmasi dengan PIN.', 'Check the merchant name and amount, then confirm with your PIN.'),
      ],
    },
  ];
}

function counter(store: string): Section[] {
  return [
    {
      title: s(`Di kasir ${store}`, `At the ${store} counter`),
      steps: [
        s(`Datangi gerai ${store} terdekat.`, `Go to the nearest ${store} store.`),
        s(
          `Sampaikan ke kasir bahwa Anda ingin membayar tagihan Midtrans${store === 'Alfamart' ? ' / Plasamall' : ''}.`,
          `Tell the cashier you want to pay a Midtrans${store === 'Alfamart' ? ' / Plasamall' : ''} bill.`,
        ),
        s('Tunjukkan kode pembayaran yang tertera di halaman pembayaran.', 'Show the payment code from the payment page.'),
        s('Bayar sesuai jumlah tagihan dan simpan struknya.', 'Pay the amount due and keep the receipt.'),
      ],
    },
  ];
}

function redirect(name: string, account: Bi): Section[] {
  return [
    {
      title: s(`Bayar dengan ${name}`, `Pay with ${name}`),
      steps: [
        s(`Tekan tombol Bayar: Anda diarahkan ke halaman ${name}.`, `Press Pay: you are taken to the ${name} page.`),
        s(`Masuk dengan ${account.id}.`, `Sign in with ${account.en}.`),
        s('Periksa detail transaksi dan konfirmasi pembayaran.', 'Check the transaction details and confirm the payment.'),
        s('Setelah berhasil, Anda kembali ke halaman pesanan.', 'Once paid, you are brought back to the order page.'),
      ],
    },
  ];
}

function sectionsOf(c: PaymentChannel): Section[] {
  const va = VA_MENU[c.code];
  if (va) return virtualAccount(c.name.replace(' Virtual Account', ''), va);
  switch (c.code) {
    case 'mandiri_bill':
      return [
        {
          title: s('ATM Mandiri', 'Mandiri ATM'),
          steps: [
            s('Masukkan kartu ATM Mandiri dan PIN.', 'Insert your Mandiri ATM card and enter your PIN.'),
            s('Pilih Bayar/Beli > Lainnya > Multi Payment.', 'Choose Pay/Purchase > Others > Multi Payment.'),
            s('Masukkan kode perusahaan (biller code) yang tertera.', 'Enter the company (biller) code shown.'),
            s('Masukkan kode pembayaran (bill key), lalu Benar.', 'Enter the bill key, then Correct.'),
            s('Periksa tagihan, pilih 1 lalu Ya untuk membayar.', 'Check the bill, choose 1 then Yes to pay.'),
          ],
        },
        {
          title: s('Livin’ by Mandiri', 'Livin’ by Mandiri'),
          steps: [
            s('Buka Livin’ by Mandiri dan masuk.', 'Open Livin’ by Mandiri and sign in.'),
            s('Pilih Bayar, cari "Midtrans" sebagai penyedia jasa.', 'Choose Pay and search "Midtrans" as the biller.'),
            s('Masukkan kode pembayaran (bill key).', 'Enter the bill key.'),
            s('Konfirmasi dengan PIN.', 'Confirm with your PIN.'),
          ],
        },
      ];
    case 'qris':
      return scan(s('aplikasi e-wallet atau mobile banking yang mendukung QRIS', 'any e-wallet or mobile banking app that supports QRIS'));
    case 'gopay':
      return [
        ...scan(s('aplikasi Gojek', 'the Gojek app')),
        {
          title: s('Di ponsel yang sama', 'On the same phone'),
          steps: [
            s('Tekan tombol Bayar dengan GoPay: aplikasi Gojek terbuka.', 'Press Pay with GoPay: the Gojek app opens.'),
            s('Konfirmasi dengan PIN GoPay.', 'Confirm with your GoPay PIN.'),
          ],
        },
      ];
    case 'shopeepay':
      return [
        {
          title: s('ShopeePay', 'ShopeePay'),
          steps: [
            s('Tekan tombol Bayar dengan ShopeePay: aplikasi Shopee terbuka.', 'Press Pay with ShopeePay: the Shopee app opens.'),
            s('Periksa jumlah pembayaran.', 'Check the amount.'),
            s('Konfirmasi dengan PIN ShopeePay.', 'Confirm with your ShopeePay PIN.'),
          ],
        },
      ];
    case 'indomaret':
      return counter('Indomaret');
    case 'alfamart':
      return counter('Alfamart');
    case 'akulaku':
      return redirect('Akulaku PayLater', s('akun Akulaku Anda, lalu pilih tenor cicilan', 'your Akulaku account, then choose the instalment term'));
    case 'kredivo':
      return redirect(
        'Kredivo',
        s('nomor ponsel dan PIN Kredivo Anda, lalu pilih tenor (30 hari, 3, 6 atau 12 bulan)', 'your Kredivo phone number and PIN, then choose the term (30 days, 3, 6 or 12 months)'),
      );
    case 'bca_klikpay':
      return redirect(
        'BCA KlikPay',
        s('email dan kata sandi KlikPay, lalu masukkan OTP yang dikirim ke ponsel Anda', 'your KlikPay e-mail and password, then enter the OTP sent to your phone'),
      );
    case 'bri_epay':
      return redirect('BRI e-Pay', s('user ID dan kata sandi internet banking BRI, lalu kode mToken', 'your BRI internet banking user ID and password, then the mToken code'));
    case 'cimb_clicks':
      return redirect('CIMB Clicks', s('user ID CIMB Clicks, lalu masukkan kode mPIN', 'your CIMB Clicks user ID, then the mPIN code'));
    default:
      return [
        {
          title: s('Voucher', 'Voucher'),
          steps: [s('Pesanan yang lunas dengan voucher selesai tanpa pembayaran.', 'An order paid in full by a voucher completes without a payment.')],
        },
      ];
  }
}

export function instructionOf(paymentTypeId: number, locale: Locale): Instruction {
  const c = paymentChannelById(paymentTypeId);
  if (!c) throw notFound(t(locale, 'unknownChannel'));
  return {
    paymentTypeId: c.id,
    name: c.name,
    sections: sectionsOf(c).map((x) => ({ title: x.title[locale], steps: x.steps.map((st) => st[locale]) })),
  };
}
