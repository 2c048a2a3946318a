/** The pay page's look: a centred panel in the 1200×800 overlay frame, one column on a phone. */
export const PAY_PAGE_STYLE = `
main{max-width:1000px;padding:28px 32px 36px}
.pay-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 16px;margin-bottom:8px}
.pay-head h1{margin:0;font-size:24px}
.account{margin:0;color:#646a73;font-size:14px}
.account .nickname{color:#1f2329;font-weight:600;margin-right:12px}
.benefit{margin:0 0 20px;color:#646a73;font-size:14px}
.tag{display:inline-block;margin:0 4px 0 8px;padding:0 8px;border-radius:4px;font-size:12px;font-weight:700;line-height:20px;color:#fff;background:#4e83fd}
.tag.svip{background:linear-gradient(90deg,#c49a4a,#e6c57e);color:#3d2a07}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{padding:0;margin-bottom:12px;font-weight:600}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(190px,1fr));gap:14px}
.card{position:relative;display:flex;flex-direction:column;gap:4px;padding:18px 16px 16px;border:2px solid #e4e6ea;border-radius:12px;background:#fff;cursor:pointer;transition:border-color .15s,box-shadow .15s}
.card:hover{border-color:#b9c7f5}
.card input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.card:has(input:checked){border-color:#2f6bff;box-shadow:0 4px 14px rgba(47,107,255,.16)}
.card:has(input:focus-visible){outline:3px solid #2f6bff;outline-offset:3px}
.card.featured{background:linear-gradient(180deg,#fff8e8,#fff 60%);border-color:#e8cf98}
.card.featured:has(input:checked){border-color:#c49a4a;box-shadow:0 4px 14px rgba(196,154,74,.25)}
.card-badge{position:absolute;top:-10px;left:14px;padding:0 8px;border-radius:10px;font-size:12px;line-height:20px;color:#fff;background:#f54a45}
.card-title{font-weight:600}
.card-price{font-size:30px;font-weight:700;line-height:1.2;color:#1f2329}
.card-price small{font-size:16px;margin-right:1px}
.card-was{color:#8f959e;font-size:13px;text-decoration:line-through}
.card-coupon{align-self:flex-start;color:#f54a45;font-size:12px;border:1px solid #fbc7c5;border-radius:4px;padding:0 6px}
.card-note{color:#646a73;font-size:13px}
.pay-actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;margin-top:22px}
.pay-button{border:0;border-radius:999px;padding:12px 40px;font-size:17px;font-weight:600;color:#fff;background:#2f6bff}
.pay-button:hover{background:#2559d9}.pay-button:disabled{background:#a9c0ff;cursor:wait}
.pay-button:focus-visible,.link-button:focus-visible,.qr-view a:focus-visible{outline:3px solid #2f6bff;outline-offset:3px}
.fine-print{margin:0;color:#8f959e;font-size:12px}
.status{min-height:1.7em;margin:14px 0 0;color:#646a73}
.status.error{color:#d83931}
#pay-app:not([data-view="cards"]) .status{text-align:center}
.qr-view,.paid-view{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px;padding:8px 0}
.qr-view[hidden],.paid-view[hidden],form[hidden]{display:none}
.qr-view h2,.paid-view h2{margin:0;font-size:20px}
.qr-box{width:220px;height:220px;padding:10px;border:1px solid #e4e6ea;border-radius:12px;background:#fff}
.qr-box svg{display:block;width:100%;height:100%}
.qr-tip{margin:0;font-size:16px}.qr-tip strong{color:#f54a45;font-size:22px}
.qr-view .sandbox-link{font-size:14px}
.link-button{border:0;background:none;color:#2f6bff;padding:4px 8px;font-size:14px}
.paid-icon{width:64px;height:64px;border-radius:50%;display:grid;place-items:center;font-size:34px;color:#fff;background:#07c160}
.login-needed{text-align:center;padding-top:72px}
.login-needed h1{font-size:22px}.login-needed p{color:#646a73}
@media (max-width:600px){
  main{padding:20px 16px 28px}
  /* The shell's close button sits over the frame's top right corner on a phone. */
  .pay-head{padding-right:44px}
  .cards{grid-template-columns:1fr 1fr;gap:10px}
  .card{padding:14px 12px 12px}
  .card-price{font-size:24px}
  .pay-actions{flex-direction:column;align-items:stretch}
  .pay-button{width:100%}
}
@media (max-width:340px){.cards{grid-template-columns:1fr}}
`;
