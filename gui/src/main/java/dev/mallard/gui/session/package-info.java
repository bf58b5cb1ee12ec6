/** The games of the open tabs, one with its own engine per tab, released when unused. */
package dev.mallard.gui.session;
