/*
 * /scripts/econda.js: the shop's embedded stand-in for the recommendation vendor's analytics script
 * (spec 02 §7 "An analytics script is loaded asynchronously from /scripts/econda.js"). Loaded only with
 * the `analytics` consent (components/tracking/TrackingScripts.tsx).
 *
 * It reads window.dataLayer, the pushes made before it loaded and every later one, and counts the item
 * ids of frontend_view_item, frontend_add_to_cart and frontend_purchase in this tab's session storage.
 * The embedded recommendation engine has no behaviour endpoint (it learns the shopper's last seen products
 * from the lastSeen cookie), so nothing is sent anywhere: the counts stay in the browser, readable as
 * window.econda.counts() for QA. A real vendor script replaces this file and sends the same events.
 */
;(function () {
  'use strict'
  if (window.econda && window.econda.version) return

  var KINDS = { frontend_view_item: 'view', frontend_add_to_cart: 'cart', frontend_purchase: 'buy' }
  var STORAGE_KEY = 'econda-events'
  var MAX_IDS = 200

  function empty() {
    return { view: {}, cart: {}, buy: {}, events: 0 }
  }

  function read() {
    try {
      var stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) || 'null')
      return stored && typeof stored === 'object' && stored.view ? stored : empty()
    } catch {
      return empty()
    }
  }

  var state = read()

  function save() {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
    } catch {
      // No storage (private mode): the counts live as long as the page.
    }
  }

  // GA4 ecommerce events carry their items under `ecommerce`; older pushes at the top level.
  function itemsOf(entry) {
    var holder = entry.ecommerce && typeof entry.ecommerce === 'object' ? entry.ecommerce : entry
    return Array.isArray(holder.items) ? holder.items : []
  }

  function record(entry) {
    if (!entry || typeof entry !== 'object' || typeof entry.event !== 'string') return
    var kind = KINDS[entry.event]
    if (!kind) return
    var counts = state[kind]
    itemsOf(entry).forEach(function (item) {
      var id = item && item.item_id
      if (typeof id !== 'string' && typeof id !== 'number') return
      id = String(id)
      if (!(id in counts) && Object.keys(counts).length >= MAX_IDS) return
      counts[id] =
        (counts[id] || 0) + (typeof item.quantity === 'number' && item.quantity > 0 ? item.quantity : 1)
    })
    state.events += 1
    save()
  }

  var dataLayer = (window.dataLayer = window.dataLayer || [])
  for (var i = 0; i < dataLayer.length; i++) record(dataLayer[i])
  var push = dataLayer.push
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j++) record(arguments[j])
    return push.apply(dataLayer, arguments)
  }

  window.econda = {
    version: 1,
    counts: function () {
      return JSON.parse(JSON.stringify(state))
    },
  }
})()
