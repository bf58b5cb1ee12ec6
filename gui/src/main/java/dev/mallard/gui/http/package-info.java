/** HTTP plumbing of the GUI's server: request checks, bodies and answers, the page's files, JSON. */
package dev.mallard.gui.http;
