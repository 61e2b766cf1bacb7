// A stand-in of Mercado Pago's browser SDK (MercadoPago.js v2) for the browser tests: the subset the
// payment dialog uses (Secure Fields, getPaymentMethods, getInstallments, createCardToken). A test serves
// it at the SDK's address with page.route, with __MP_API_BASE__ replaced by the address of the stand-in of
// the Payments API, and serves mercadopago-secure-field.html as the fields' iframes: they come from the
// SDK's origin, not the page's, so the page's JavaScript cannot read what is typed in them, as with the
// real SDK. The iframe of the card number makes the token itself (it asks the expiry and CVV iframes for
// theirs), so the number only ever travels from that iframe to the API: it posts to the SDK's origin,
// which the test forwards to the API stand-in (Chromium's Local Network Access would keep a page of a
// public origin from calling 127.0.0.1 itself).
(() => {
  const API_BASE = '__MP_API_BASE__';
  const SDK_ORIGIN = new URL(document.currentScript.src).origin;
  let instances = 0;

  // Which brand a bin is, as the API stand-in's installments expect it.
  const brandOf = (bin) => (bin.startsWith('4') ? 'visa' : 'master');
  const brandNames = { visa: 'Visa', master: 'Mastercard' };

  // As the real SDK does, every call names the public key.
  async function getJson(path, publicKey) {
    const response = await fetch(`${API_BASE}${path}&public_key=${encodeURIComponent(publicKey)}`);
    if (!response.ok) throw [{ message: `HTTP ${response.status}`, cause: 'api_error' }];
    return response.json();
  }

  class SecureField {
    constructor(group, type, options) {
      this.group = group;
      this.type = type;
      this.options = options ?? {};
      this.handlers = {};
      this.iframe = undefined;
    }

    mount(containerId) {
      const container = document.getElementById(containerId);
      if (!container) throw new Error(`container ${containerId} not found`);
      const query = new URLSearchParams({
        type: this.type, group: this.group.id, placeholder: this.options.placeholder ?? '', key: this.group.publicKey,
      });
      const iframe = document.createElement('iframe');
      iframe.src = `${SDK_ORIGIN}/secure-fields/field.html?${query}`;
      iframe.setAttribute('frameborder', '0');
      iframe.style.border = '0';
      iframe.addEventListener('load', () => this.emit('ready', undefined), { once: true });
      container.append(iframe);
      this.iframe = iframe;
      this.group.mounted.set(this.type, this);
      return this;
    }

    unmount() {
      this.iframe?.remove();
      this.iframe = undefined;
      this.group.mounted.delete(this.type);
    }

    on(event, handler) {
      (this.handlers[event] ??= []).push(handler);
      return this;
    }

    emit(event, data) {
      for (const handler of this.handlers[event] ?? []) handler(data);
    }
  }

  class MercadoPago {
    constructor(publicKey, options) {
      if (!publicKey) throw new Error('MercadoPago.js - Public key is required');
      this.publicKey = publicKey;
      this.locale = options?.locale;
      this.id = `mp${++instances}`;
      this.mounted = new Map();
      this.pending = new Map();
      window.addEventListener('message', (event) => {
        if (event.origin !== SDK_ORIGIN || event.data?.group !== this.id) return;
        const { field, name, data, reply } = event.data;
        if (reply) {
          const waiting = this.pending.get(reply);
          this.pending.delete(reply);
          if (waiting && data.id) waiting.resolve({ id: data.id });
          else if (waiting) waiting.reject(data.errors);
          return;
        }
        this.mounted.get(field)?.emit(name, data);
      });
      this.fields = {
        create: (type, createOptions) => new SecureField(this, type, createOptions),
        createCardToken: (request) => this.createCardToken(request),
      };
    }

    createCardToken({ cardholderName, identificationType, identificationNumber }) {
      const number = this.mounted.get('cardNumber');
      if (!number?.iframe?.contentWindow) return Promise.reject([{ message: 'cardNumber field not mounted', cause: 'fields_not_mounted' }]);
      const reply = `t${Date.now()}${Math.random()}`;
      return new Promise((resolve, reject) => {
        this.pending.set(reply, { resolve, reject });
        number.iframe.contentWindow.postMessage({ tokenize: reply, cardholderName, identificationType, identificationNumber }, SDK_ORIGIN);
      });
    }

    async getPaymentMethods({ bin }) {
      const quotes = await getJson(`/v1/payment_methods/installments?amount=1&bin=${encodeURIComponent(bin)}&payment_method_id=${brandOf(bin)}`, this.publicKey);
      return {
        paging: { total: quotes.length },
        results: quotes.map((quote) => ({
          id: quote.payment_method_id, name: brandNames[quote.payment_method_id] ?? quote.payment_method_id,
          payment_type_id: 'credit_card', issuer: quote.issuer,
        })),
      };
    }

    getInstallments({ amount, bin }) {
      return getJson(`/v1/payment_methods/installments?amount=${encodeURIComponent(amount)}&bin=${encodeURIComponent(bin)}&payment_method_id=${brandOf(bin)}`, this.publicKey);
    }
  }

  window.MercadoPago = MercadoPago;
})();
